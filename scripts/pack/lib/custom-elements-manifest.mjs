// custom-elements.json (the Custom Elements Manifest format, schema 2.1.0) for @podspot/js: the four <podspot-*>
// elements the loader defines. Tags and attributes come from the lists the loader itself runs (sdk/core/widget-names.ts,
// sdk/embed/element-attributes.ts); each attribute's type and description from its prop's type and JSDoc, each
// property-only member's from its `Podspot.init` option, each event's from sdk/core/events.ts.
import { join } from 'node:path';
import ts from 'typescript';
import { evaluateModule } from '../../evaluate-module.mjs';

/** WIDGETS, ELEMENT_ATTRIBUTES, ELEMENT_PROPERTIES and the callback list, evaluated from their sources. */
async function sourceLists(root) {
  const modules = await Promise.all(
    [
      'sdk/core/widget-names.ts',
      'sdk/embed/element-attributes.ts',
      'sdk/embed/callback-events.ts',
      'sdk/embed/callback-event-type.ts',
    ].map((file) => evaluateModule(file, root)),
  );
  return Object.assign({}, ...modules);
}

/** The members of an exported type alias, each with its type (undefined removed) and JSDoc. */
function membersOf(checker, file, alias) {
  const declaration = file.statements.find((s) => ts.isTypeAliasDeclaration(s) && s.name.text === alias);
  if (!declaration) throw new Error(`${file.fileName} exports no type ${alias}`);
  const type = checker.getTypeAtLocation(declaration.name);
  return checker.getPropertiesOfType(type).map((symbol) => ({
    name: symbol.name,
    type: checker.getTypeOfSymbolAtLocation(symbol, declaration),
    text: (t) => checker.typeToString(checker.getNonNullableType(t), declaration, ts.TypeFormatFlags.NoTruncation),
    description: ts.displayPartsToString(symbol.getDocumentationComment(checker)),
  }));
}

/** A type as text, unions spelled out (`'inbox' | 'not-interested'`, not the alias `OpportunitiesInboxView`). */
const typeText = (checker, type) =>
  (type.isUnion() && !(type.flags & ts.TypeFlags.Boolean) ? type.types : [type])
    .map((t) => checker.typeToString(t, undefined, ts.TypeFormatFlags.NoTruncation))
    .join(' | ');

const camel = (attribute) => attribute.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const pascal = (name) => name.replace(/(^|-)([a-z])/g, (_, _dash, c) => c.toUpperCase());

export async function customElementsManifest(root) {
  const { WIDGETS, ELEMENT_ATTRIBUTES, ELEMENT_PROPERTIES, WIDGET_CALLBACKS, callbackEventType } =
    await sourceLists(root);
  const files = ['sdk/embed/public-types.ts', 'sdk/core/events.ts'].map((f) => join(root, f));
  const program = ts.createProgram(files, { strict: true, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const [publicTypes, events] = files.map((f) => program.getSourceFile(f));
  const widgets = Object.fromEntries(
    membersOf(checker, publicTypes, 'WidgetProps').map((w) => [w.name, checker.getPropertiesOfType(w.type)]),
  );
  const options = membersOf(checker, publicTypes, 'PodspotOptions');
  const propertyOnly = ELEMENT_PROPERTIES.map((name) => {
    const option = options.find((o) => o.name === name);
    if (!option) throw new Error(`ELEMENT_PROPERTIES names "${name}", which is no option of Podspot.init`);
    return {
      kind: 'field',
      name,
      type: { text: option.text(option.type) },
      description: `A property only (no attribute can carry it): this element's own \`${name}\`, laid key by key over the \`${name}\` option of its \`Podspot.init\` instance and applied at once, set before or after the element is connected. The option: ${option.description}`,
    };
  });
  const eventList = membersOf(checker, events, 'PodspotEvents').map((e) => ({
    name: `podspot:${e.name}`,
    type: { text: `CustomEvent<${e.text(e.type)}>` },
    description: `${e.description} Bubbles out of the element (composed).`,
  }));

  const declarations = WIDGETS.map((name) => ({
    kind: 'class',
    customElement: true,
    name: `Podspot${pascal(name)}Element`,
    tagName: `podspot-${name}`,
    description: `The ${name} widget. It mounts through the page's most recent \`Podspot.init\` instance (elements in the page before \`init\` mount when it runs); removing the element unmounts it.`,
    superclass: { name: 'HTMLElement' },
    attributes: ELEMENT_ATTRIBUTES[name].map((attribute) => {
      const prop = widgets[name].find((p) => p.name === camel(attribute));
      if (!prop) throw new Error(`<podspot-${name}> observes "${attribute}", which is no prop of its widget`);
      const type = checker.getNonNullableType(checker.getTypeOfSymbol(prop));
      return {
        name: attribute,
        fieldName: prop.name,
        type: { text: typeText(checker, type) },
        description: ts.displayPartsToString(prop.getDocumentationComment(checker)),
      };
    }),
    // Each attribute is also a property (sdk/embed/loader/custom-elements.ts); no property reflects to its attribute.
    members: [
      ...ELEMENT_ATTRIBUTES[name].map((attribute) => {
        const prop = widgets[name].find((p) => p.name === camel(attribute));
        return {
          kind: 'field',
          name: prop.name,
          type: { text: typeText(checker, checker.getNonNullableType(checker.getTypeOfSymbol(prop))) },
          attribute,
          description: ts.displayPartsToString(prop.getDocumentationComment(checker)),
        };
      }),
      ...propertyOnly,
    ],
    events: [
      ...WIDGET_CALLBACKS[name].map((callback) => {
        const prop = widgets[name].find((p) => p.name === callback);
        const signature = checker.getNonNullableType(checker.getTypeOfSymbol(prop)).getCallSignatures()[0];
        // A callback without an argument (onboarding's `onComplete()`) fires its event with no detail: `null`.
        const argument = signature.getParameters()[0];
        const detail = argument ? typeText(checker, checker.getTypeOfSymbol(argument)) : 'null';
        return {
          name: `podspot:${callbackEventType(callback)}`,
          type: { text: `CustomEvent<${detail}>` },
          description: `The \`${callback}\` callback as an event (detail: its argument): ${ts.displayPartsToString(prop.getDocumentationComment(checker))} Bubbles (composed); cancelable.`,
        };
      }),
      ...eventList,
    ],
  }));
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: 'podspot.js',
        description:
          'The loader script (`loadPodspot()` adds it): it defines these elements when `Podspot.init` first runs.',
        declarations,
        exports: declarations.map((d) => ({
          kind: 'custom-element-definition',
          name: d.tagName,
          declaration: { name: d.name, module: 'podspot.js' },
        })),
      },
    ],
  };
}
