// What may import what: the table of docs/architecture.md, enforced by `import-x/no-restricted-paths`.
// Each zone forbids files under `target` to import from `from` (paths from the repository root).

/** The SDK's layers, lowest first: each imports only from the layers before it (and itself). */
export const SDK_LAYERS = ['core', 'api', 'stores', 'ui', 'widgets', 'embed'];

/** The console's feature areas: none imports another; what two share moves down to console/lib or console/ui. */
export const CONSOLE_FEATURES = ['auth', 'onboarding', 'settings', 'billing', 'earn', 'advertise'];

const sdkZones = SDK_LAYERS.flatMap((layer, i) =>
  SDK_LAYERS.slice(i + 1).map((above) => ({
    target: `./sdk/${layer}`,
    from: `./sdk/${above}`,
    message: `sdk/${layer} sits below sdk/${above}: imports point down the layers (docs/architecture.md).`,
  })),
);

/** The loader is a classic script of 3 KB: it reaches the runtime only through the loader ↔ chunk contract. */
const loaderZones = ['embed/runtime', 'ui', 'stores', 'widgets'].map((from) => ({
  target: './sdk/embed/loader',
  from: `./sdk/${from}`,
  message: `The loader never imports sdk/${from}: it would ship in the 3 KB loader (docs/architecture.md).`,
}));

const consoleZones = [
  ...CONSOLE_FEATURES.map((feature) => ({
    target: `./console/features/${feature}`,
    from: './console/features',
    except: [`./${feature}`],
    message: 'Console features never import each other: move what both need to console/lib or console/ui.',
  })),
  ...['./console/features', './console/lib', './console/ui'].map((target) => ({
    target,
    from: './console/app',
    message: 'console/app sits on top: features, lib and ui never import it.',
  })),
  ...['./console/lib', './console/ui'].map((target) => ({
    target,
    from: './console/features',
    message: `${target.slice(2)} is shared by the features: it never imports one.`,
  })),
  {
    target: './console',
    from: './sdk/embed',
    message: 'The console renders widgets directly (sdk/widgets, sdk/ui); the embed layer is for host pages.',
  },
];

const outsideZones = [
  { target: './sdk', from: './console', message: 'The SDK never imports the console.' },
  { target: './sdk', from: './server-mock', message: 'The SDK never imports the mock server.' },
  { target: './console', from: './server-mock', message: 'The console talks to the API over HTTP only.' },
  ...['console', 'sdk/api', 'sdk/stores', 'sdk/ui', 'sdk/widgets', 'sdk/embed'].map((from) => ({
    target: './server-mock',
    from: `./${from}`,
    message: 'The mock server shares only sdk/core (pure rules) with the front end.',
  })),
];

/**
 * The mock server's parts, lowest first: each imports only from the parts before it (and itself). The first two rows
 * are its foundation: each of their folders imports nothing of the server but itself, `state/` and `clock/`.
 * `context.ts` (a sandbox's state, handed to every router) and the small files beside it are left free: `http/` takes
 * the context's type, and the context builds its store, tokens and caches from the rows below.
 */
export const SERVER_LAYERS = [
  ['state', 'clock'],
  ['files', 'persistence', 'scenarios', 'fixtures', 'journal', 'artwork'],
  ['http'],
  ['middleware', 'webhooks'],
  ['routes'],
  ['sandboxes', 'library', 'cli', 'app.ts', 'api-router.ts', 'index.ts'],
];

const serverPath = (part) => `./server-mock/${part}`;

const serverFoundationZones = SERVER_LAYERS.slice(0, 2)
  .flat()
  .map((part) => ({
    target: serverPath(part),
    from: './server-mock',
    except: [...new Set(['./state', './clock', `./${part}`])],
    message: `server-mock/${part} is the server's foundation: it imports only state/ and clock/ (docs/architecture.md).`,
  }));

// The foundation's zones above already forbid it everything upwards; these are the rows on top of it.
const serverLayerZones = SERVER_LAYERS.slice(2).flatMap((row, i) =>
  SERVER_LAYERS.slice(i + 3).flatMap((above) =>
    row.flatMap((part) =>
      above.map((higher) => ({
        target: serverPath(part),
        from: serverPath(higher),
        message: `server-mock/${part} sits below server-mock/${higher}: imports point down the layers (docs/architecture.md).`,
      })),
    ),
  ),
);

const serverClientZone = {
  target: './server-mock/client',
  from: './server-mock',
  except: ['./client', './journal'],
  message: 'server-mock/client talks to a running server over HTTP: it imports only the journal entry type.',
};

export const boundaryZones = [
  ...sdkZones,
  ...loaderZones,
  ...consoleZones,
  ...outsideZones,
  ...serverFoundationZones,
  ...serverLayerZones,
  serverClientZone,
];

/** sdk/core is pure TypeScript: no framework, no HTTP client, no DOM library. */
export const frameworkFreeCore = {
  patterns: [
    {
      group: [
        'react',
        'react/*',
        'react-dom',
        'react-dom/*',
        'preact',
        'preact/*',
        'vue',
        'vue/*',
        'zustand',
        'zustand/*',
        'redaxios',
        'dompurify',
        'uplot',
      ],
      message: 'sdk/core is framework-free: pure rules only (docs/architecture.md).',
    },
  ],
};
