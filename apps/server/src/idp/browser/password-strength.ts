/**
 * Progressive enhancement for the identity provider's new-password pages: the strength meter follows
 * the password as it is typed. Without this script the page works as before (the server shows the
 * strength after a submission, and its check is the one that counts). Bundled by ../browser-assets.ts.
 */
import {
  describeStrength,
  meterScore,
  STRENGTH_ANNOUNCE_MS,
  STRENGTH_DEBOUNCE_MS,
  STRENGTH_MIN_LENGTH,
  strengthInputs,
} from '../password-strength-meter';

type Checker = (password: string, userInputs: string[]) => { score: number };

let checker: Promise<Checker> | undefined;
/** zxcvbn's dictionaries are most of the code: a separate chunk, fetched when someone starts typing. */
function loadChecker(): Promise<Checker> {
  checker ??= import('../strength-checker').then((module) => module.createStrengthChecker());
  return checker;
}

function userInputsOf(meter: HTMLElement): string[] {
  try {
    const parsed: unknown = JSON.parse(meter.dataset.userInputs ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

interface MeterParts {
  input: HTMLInputElement;
  bar: HTMLElement;
  /** What sighted people see, redrawn as they type. */
  visible: HTMLElement;
  /** The polite live region screen readers hear. */
  announced: HTMLElement;
}

function partsOf(meter: HTMLElement): MeterParts | undefined {
  const input = document.getElementById(meter.dataset.passwordInput ?? '');
  const bar = meter.querySelector<HTMLElement>('.app-password-strength__meter');
  const visible = meter.querySelector<HTMLElement>('[data-strength-text]');
  const announced = meter.querySelector<HTMLElement>('[data-strength-announcement]');
  if (!(input instanceof HTMLInputElement) || !bar || !visible || !announced) return undefined;
  return { input, bar, visible, announced };
}

function enhance(meter: HTMLElement): void {
  const parts = partsOf(meter);
  if (!parts) return;
  const { input, bar, visible, announced } = parts;
  const segments = Array.from(bar.querySelectorAll<HTMLElement>('.app-password-strength__segment'));
  const inputs = strengthInputs(userInputsOf(meter));
  let drawTimer: number | undefined;
  let announceTimer: number | undefined;
  let generation = 0;

  const draw = async (): Promise<void> => {
    const current = ++generation;
    const password = input.value;
    const check = password.length >= STRENGTH_MIN_LENGTH ? await loadChecker() : undefined;
    // A later keystroke has already started a newer drawing.
    if (current !== generation) return;
    const score = meterScore(password, (value) => check?.(value, inputs).score ?? 0);
    const description = score === undefined ? undefined : describeStrength(score);
    bar.hidden = !description;
    segments.forEach((segment, index) => {
      segment.className = `app-password-strength__segment ${description?.segments[index] ?? ''}`.trim();
    });
    visible.textContent = description?.summary ?? '';
    // The polite live region changes only once typing pauses, and only if the words change.
    window.clearTimeout(announceTimer);
    announceTimer = window.setTimeout(() => {
      const text = description?.summary ?? '';
      if (announced.textContent !== text) announced.textContent = text;
    }, STRENGTH_ANNOUNCE_MS);
  };

  input.addEventListener('focus', () => void loadChecker(), { once: true });
  input.addEventListener('input', () => {
    window.clearTimeout(drawTimer);
    drawTimer = window.setTimeout(() => void draw(), STRENGTH_DEBOUNCE_MS);
  });
}

document
  .querySelectorAll<HTMLElement>('[data-module="app-password-strength"]')
  .forEach((meter) => enhance(meter));
