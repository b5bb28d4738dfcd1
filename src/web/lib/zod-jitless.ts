// Every `import … from 'zod'` of the web app resolves here (vite.config.ts), so this runs before
// any schema is made. Zod then never tries `new Function` to speed up parsing: the page's content
// security policy forbids it, and the browser reports that try as a violation even though zod
// catches it. The forms' small schemas parse quickly enough without. On the server (no document)
// nothing changes.
import { z } from 'zod/v4';

if (typeof document !== 'undefined') z.config({ jitless: true });

export * from 'zod/v4';
