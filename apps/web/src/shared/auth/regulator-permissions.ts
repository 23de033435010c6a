import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api';
import { useSession } from './session';

/** The signed-in regulator's level in each permission group; empty for everyone else. */
export function useRegulatorPermissions(): Record<string, 'NONE' | 'VIEW_ONLY' | 'EXECUTE'> {
  const session = useSession();
  const isRegulator = session.loggedIn && session.userState?.roleType === 'REGULATOR';
  const { data } = useQuery({
    queryKey: ['regulator-permissions', session.userState?.userId],
    queryFn: () => unwrap(api.GET('/v1.0/regulator-authorities/permissions')),
    enabled: isRegulator && session.userState?.status === 'ENABLED',
    staleTime: 60_000,
  });
  return data?.permissions ?? {};
}
