import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { THEME_COLORS } from '@shared/web-manifest';

export type Theme = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'matchday-theme';

type ThemeState = {
  theme: Theme;
  /** What is on screen now: the choice, or the OS preference under "system". */
  resolvedTheme: 'light' | 'dark';
  setTheme: (theme: Theme) => void;
};

const ThemeContext = createContext<ThemeState | null>(null);
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function subscribeToSystem(onChange: () => void) {
  const query = darkQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function applyTheme(resolved: 'light' | 'dark') {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
  // The browser's (or installed app's) bar follows the chosen theme, not only the system's:
  // index.html's two colours go by the system preference until the page runs.
  document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
    meta.setAttribute('content', THEME_COLORS[resolved]);
  });
}

/**
 * Light, dark or system (default), saved in localStorage and applied as a class on <html>.
 * index.html applies the same choice before the first paint; this keeps it in step afterwards,
 * including when the OS switches while the page is open.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  // Read as an external store: a switch between the first render and the subscription (a slow
  // start on a phone) is still seen.
  // The server renders light (it can't know); the browser corrects it once the page is its own.
  const systemDark = useSyncExternalStore(
    subscribeToSystem,
    () => darkQuery().matches,
    () => false,
  );

  const resolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;
  useEffect(() => applyTheme(resolvedTheme), [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode may refuse storage; the choice still holds for this visit.
    }
    setThemeState(next);
  }, []);

  return (
    <ThemeContext.Provider value={{ theme, resolvedTheme, setTheme }}>
      {children}
    </ThemeContext.Provider>
  );
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme needs a ThemeProvider');
  return state;
}
