import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/lib/**/*.test.ts', 'mock-server/**/*.test.ts', 'tests/integration/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['tests/support/node-setup.ts'],
        },
      },
    ],
  },
});
