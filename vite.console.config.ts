import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledMessages, withoutResponseValidation } from './vite.config.js';

// The teacher and demo console (src/console/): its own Vite entry (console/index.html), built
// into build/console/ and served by the mock backend at /__console/ while the control operations
// are on (mock-server/operations/console.ts). Nothing of it is part of the learner app's build.
// It shares the design tokens, the HTTP client and the generated control functions.
//   npm run build:console            build once (npm start and npm run build do it)
//   npm run build:console -- --watch rebuild on every change; reload the page to see it
export default defineConfig({
  root: 'console',
  base: '/__console/',
  publicDir: false,
  plugins: [
    react(),
    withoutResponseValidation(),
    precompiledMessages(/\/src\/console\/i18n\/(ja|en)\.ts$/),
  ],
  build: {
    outDir: '../build/console',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
});
