import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useLeaveWarning } from '../../../shared/forms';

/**
 * Warns before leaving a step with input not yet kept in the wizard, and returns how to move on once the
 * step's answers are kept: the warning is switched off (synchronously, so the router sees it) first.
 */
export function useStepNavigation(dirty: boolean): (to: string) => void {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  useLeaveWarning(dirty && !leaving);
  return (to) => {
    flushSync(() => setLeaving(true));
    void navigate(to);
  };
}
