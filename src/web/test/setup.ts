import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '@web/lib/use-toast';

// Test files share one module graph (vite.config.ts: isolate false), so the app's few module-level
// stores are emptied between tests as the page would be on a fresh load.
afterEach(() => {
  cleanup();
  clearToasts();
});
