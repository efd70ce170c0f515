import { config } from 'zod';

// Loaded by ./browser.ts before the rest of the mock (./browser-worker.ts) builds any schema: zod's object schemas
// probe for eval (`new Function`) as they are built, and the app's Content-Security-Policy
// allows none, so the refused probe would be reported as a violation. Without the probe zod
// parses the same, only without its compiled fast path. The app has its own switch
// (src/lib/services/zod-without-eval.ts): the mock may not import the app's services, and the
// app none of the mock (.dependency-cruiser.cjs).
config({ jitless: true });
