// The layout's boundaries (docs/architecture.md#boundaries), checked by `npm run check:boundaries`
// and the gate. A rule here is a promise the folders make to each other; an exception is named,
// with why, or it does not exist.

/** Tests and their support files: they may reach anything (they build the world they test in). */
const TESTS =
  '(^tests/|\\.test\\.tsx?$|(^|/)test-(support|fixture)[^/]*\\.tsx?$|-test-support\\.tsx?$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-to-feature',
      comment:
        'Features never import each other; src/app/ composes them. A piece two features need ' +
        'moves down to src/components/ui, src/hooks, src/lib or src/api.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'feature-to-app',
      comment:
        'src/app/ sits on top of the features (providers, routes, the session provider); a ' +
        'feature that reached up into it would tie every screen to the whole shell. What a ' +
        'feature needs of the session is in src/hooks/use-session.ts and src/api/session-store.ts.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'shared-to-features-or-app',
      comment:
        'Shared code (src/components/ui, src/hooks, src/lib, src/api) sits below the features ' +
        'and the app, which compose it: shared code that reached up would tie every screen that ' +
        'uses it to one feature or to the whole shell.',
      severity: 'error',
      from: { path: '^src/(components|hooks|lib|api)/', pathNot: TESTS },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'ui-kit-to-services',
      comment:
        'src/components/ui holds presentational pieces: what one does beyond the screen (stop ' +
        "the app's other sounds, log, read the service worker's messages) comes in as props " +
        'from the screens, or through a hook of src/hooks the screen calls.',
      severity: 'error',
      from: { path: '^src/components/ui/', pathNot: TESTS },
      to: { path: '^src/(lib/services|sw)/' },
    },
    {
      name: 'page-to-worker',
      comment:
        "The service worker's own code (src/sw/worker) is a bundle of its own " +
        "(vite-plugin-pwa); the page shares only src/sw/shared's pure modules with it.",
      severity: 'error',
      from: { path: '^(src|tests)/', pathNot: ['^src/sw/worker/'] },
      to: { path: '^src/sw/worker/' },
    },
    {
      name: 'worker-to-page',
      comment:
        'The worker imports only its own folder and src/sw/shared: page code would bring ' +
        "window, React and the app's modules into the worker's bundle.",
      severity: 'error',
      from: { path: '^src/sw/worker/', pathNot: TESTS },
      to: { path: '^src/', pathNot: '^src/sw/(worker|shared)/' },
    },
    {
      name: 'worker-shared-is-plain',
      comment: 'src/sw/shared is in both bundles, the worker and the page: it imports neither.',
      severity: 'error',
      from: { path: '^src/sw/shared/', pathNot: TESTS },
      to: { path: '^src/', pathNot: '^src/sw/shared/' },
    },
    {
      name: 'app-code-to-mock',
      comment:
        'The mock backend ships in no ordinary build: the app reaches it only through the static ' +
        "demo's switch in src/main.tsx (mock-server/browser.ts, behind VITE_MOCK_BACKEND=browser). " +
        'Tests and their support files may use the mock (its store, seed and handlers).',
      severity: 'error',
      from: { path: '^src/', pathNot: [TESTS, '^src/main\\.tsx$'] },
      to: { path: '^mock-server/' },
    },
    {
      name: 'demo-entry-to-mock-browser-only',
      comment:
        'src/main.tsx starts the browser worker and nothing else of the mock (the rest of it ' +
        'comes in through mock-server/browser.ts, in the demo build only).',
      severity: 'error',
      from: { path: '^src/main\\.tsx$' },
      to: { path: '^mock-server/', pathNot: '^mock-server/browser\\.ts$' },
    },
    {
      name: 'mock-to-scripts',
      comment:
        'The mock backend is bundled and served on its own (npm run mock:bundle, serve:demo); ' +
        'build and bench scripts are tooling around it. Code both need (the hosting of the ' +
        'built app) lives in mock-server/hosting/, which scripts may import.',
      severity: 'error',
      from: { path: '^mock-server/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'mock-to-pact',
      comment:
        'The mock backend is runtime code (served, bundled into the static demo); pact/ is the ' +
        "test tooling around it. What both need, the provider states' names, lives in the mock " +
        '(mock-server/seed/provider-state-names.ts), whose state-setup operation takes them.',
      severity: 'error',
      from: { path: '^mock-server/' },
      to: { path: '^pact/' },
    },
    {
      name: 'mock-to-app-code',
      comment:
        'The mock runs under Node and in the demo worker: it may share the pure rules of ' +
        'src/lib/rules/ (password rules, assignment status, Japan time, marking, WAV) and the ' +
        "generated contract code, never the app's screens, services or session.",
      severity: 'error',
      from: { path: '^mock-server/' },
      to: { path: '^src/', pathNot: ['^src/lib/rules/', '^src/api/generated/'] },
    },
    {
      name: 'rules-to-services',
      comment:
        'src/lib/rules/ holds plain functions (no storage, DOM, network or React), shared by the ' +
        'app, the console and the mock; src/lib/services/ holds what talks to the browser. A rule ' +
        'may name the type of a stored value (type-only imports are erased), never call a service.',
      severity: 'error',
      from: { path: '^src/lib/rules/' },
      to: { path: '^src/lib/services/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'rules-are-plain',
      comment: 'A rule needs no React and no browser service: it runs in Node for the mock too.',
      severity: 'error',
      from: { path: '^src/lib/rules/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '(^|/)node_modules/(react|react-dom|react-router|@tanstack)/' },
    },
    {
      name: 'no-circular',
      comment:
        'An import cycle makes load order matter and a module impossible to test or move ' +
        'alone; type-only imports count too (a cycle of types is still a knot to untie).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Resolved as TypeScript resolves them (moduleResolution "bundler", the project's paths).
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports are dependencies too (they are erased, but they still couple modules).
    tsPreCompilationDeps: true,
    doNotFollow: { path: ['node_modules'] },
    // Orval's output is regenerated from the contract and checked by it, not by these rules.
    exclude: { path: ['^src/api/generated/'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
