import { PRODUCT_NAME } from '@shared/constants';
import { toast } from '@web/lib/use-toast';

const SHOWN_KEY = 'matchday-welcomed';

/** SPEC §1: 'Welcome to Matchday', once per browser session rather than on every reload. */
export function showWelcomeToast() {
  try {
    if (sessionStorage.getItem(SHOWN_KEY)) return;
    sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // Storage refused: show it anyway.
  }
  toast({
    title: `Welcome to ${PRODUCT_NAME}`,
    description: 'Book venues, find players and play more.',
  });
}
