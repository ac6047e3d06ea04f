// Loaded by scripts/class-rename.mjs into the renamed copy's component tests only: fails a test when its markup got a
// class without the prefix, i.e. a place rename.mjs does not see as holding a class, so the check would be blind there.
import { afterEach } from 'vitest';

const PREFIX = 'zz-';
/** Classes the test files name themselves (`className="probe"`) and those built from them (`art--empty`). */
const owned: string[] = JSON.parse(process.env.CLASS_RENAME_TEST_CLASSES ?? '[]');
const ours = (token: string) =>
  token.startsWith(PREFIX) || owned.some((o) => token === o || token.startsWith(`${o}-`) || token.startsWith(`${o}_`));
const missed = new Set<string>();
const check = (value: unknown) => {
  for (const token of String(value ?? '').split(/\s+/)) if (token && !ours(token)) missed.add(token);
};

const setAttribute = Element.prototype.setAttribute;
Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
  if (name.toLowerCase() === 'class') check(value);
  return setAttribute.call(this, name, value);
};
for (let proto: object | null = Element.prototype; proto; proto = Object.getPrototypeOf(proto)) {
  const own = Object.getOwnPropertyDescriptor(proto, 'className');
  if (!own?.set) continue;
  Object.defineProperty(proto, 'className', {
    ...own,
    set(this: Element, value: string) {
      check(value);
      own.set!.call(this, value);
    },
  });
  break;
}
// happy-dom has no global DOMTokenList: its prototype is a class list's.
const tokenList = Object.getPrototypeOf(document.createElement('div').classList) as DOMTokenList;
const { add, toggle } = tokenList;
tokenList.add = function (this: DOMTokenList, ...tokens: string[]) {
  tokens.forEach(check);
  return add.apply(this, tokens);
};
tokenList.toggle = function (this: DOMTokenList, token: string, force?: boolean) {
  check(token);
  return toggle.call(this, token, force);
};

afterEach(() => {
  if (!missed.size) return;
  const list = [...missed].join(', ');
  missed.clear();
  throw new Error(
    `Classes set without the rename's prefix: ${list}. Teach scripts/class-rename/rename.mjs their place.`,
  );
});
