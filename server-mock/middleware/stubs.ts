import type { Request, RequestHandler } from 'express';
import { noteStub } from '../journal/call-notes.ts';
import { carries } from './faults.ts';
import type { StubRule } from './stub-rule.ts';
import { dropConditionals, uncacheable } from './uncacheable.ts';

export { parseStubRule, type StubRule } from './stub-rule.ts';

/** Headers by which a stub says how its answer is cached; without any, it is not (middleware/uncacheable.ts). */
const CACHING = ['cache-control', 'etag', 'last-modified', 'expires'];

const templates = new Map<string, RegExp>();
/** `/earn/podspots/{id}` matches `/earn/podspots/7`; a path without `{…}` matches itself only. */
function pathMatches(rulePath: string, path: string): boolean {
  if (!rulePath.includes('{')) return rulePath === path;
  let pattern = templates.get(rulePath);
  if (!pattern) {
    const parts = rulePath.split(/\{[^/}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
    pattern = new RegExp(`^${parts.join('[^/]+')}$`);
    templates.set(rulePath, pattern);
  }
  return pattern.test(path);
}

const stubMatches = (rule: StubRule, req: Request): boolean =>
  rule.method === req.method && pathMatches(rule.path, req.path) && carries(rule, req);

/**
 * Answers a call with the first stub that matches it, before validation and auth: the test shaped the whole answer.
 * A stub whose `times` are spent leaves the list.
 */
export function stubMiddleware(rules: () => StubRule[]): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith('/__mock')) return next();
    const list = rules();
    const rule = list.find((r) => stubMatches(r, req));
    if (!rule) return next();
    if (rule.times !== undefined && --rule.times <= 0) list.splice(list.indexOf(rule), 1);
    noteStub(res, { ruleId: rule.id });
    dropConditionals(req);
    const { status, headers = {}, body } = rule.answer;
    if (!Object.keys(headers).some((name) => CACHING.includes(name.toLowerCase()))) uncacheable(res);
    res.status(status).set(headers);
    if (body === undefined) res.end();
    else res.json(body);
  };
}
