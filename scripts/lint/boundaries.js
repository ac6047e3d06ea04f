// What may import what: the table of docs/architecture.md, enforced by `import-x/no-restricted-paths`.
// Each zone forbids files under `target` to import from `from` (paths from the repository root).

/** The SDK's layers, lowest first: each imports only from the layers before it (and itself). */
export const SDK_LAYERS = ['core', 'api', 'stores', 'ui', 'widgets', 'embed', 'entries'];

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
const loaderZones = ['embed/runtime', 'ui', 'stores', 'widgets', 'entries'].map((from) => ({
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
  ...['console', 'sdk/api', 'sdk/stores', 'sdk/ui', 'sdk/widgets', 'sdk/embed', 'sdk/entries'].map((from) => ({
    target: './server-mock',
    from: `./${from}`,
    message: 'The mock server shares only sdk/core (pure rules) with the front end.',
  })),
];

export const boundaryZones = [...sdkZones, ...loaderZones, ...consoleZones, ...outsideZones];

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
