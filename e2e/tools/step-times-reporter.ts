import { writeFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * Where the E2E time goes (decision 0057): sums the time of each kind of step over the run
 * (fixtures such as `shopper` and the browser context, navigations, hydration waits, API calls,
 * expectations) and each test's total, and writes them to `E2E_STEP_TIMES` (JSON) and stdout.
 * Use beside the usual reporter:
 *   npx playwright test -c e2e/playwright.config.ts --reporter=list,./tools/step-times-reporter.ts
 */
type Kind = { ms: number; count: number };

/** A step's kind: its category and its title without arguments (URLs, selectors, numbers). */
export function stepKind(step: Pick<TestStep, 'category' | 'title'>): string {
  if (step.category === 'fixture' || step.category === 'hook') return `${step.category}: ${step.title}`;
  const title = step.title
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\([^)]*\)/g, '(…)')
    .replace(/\d+/g, 'N');
  return `${step.category}: ${title.slice(0, 60)}`;
}

/** Steps counted: fixtures, hooks and the leaves of a test's steps (a parent's time is its children's). */
function counted(step: TestStep): boolean {
  if (step.category === 'fixture' || step.category === 'hook') return true;
  return step.steps.length === 0;
}

export default class StepTimesReporter implements Reporter {
  private kinds = new Map<string, Kind>();
  private tests: { title: string; ms: number; file: string }[] = [];

  onStepEnd(_test: TestCase, _result: TestResult, step: TestStep): void {
    if (!counted(step)) return;
    this.add(stepKind(step), step.duration);
    // A hook's own time (tracing, screenshots, closing what its fixtures do not name).
    if (step.category === 'hook')
      this.add(`${stepKind(step)} (own)`, step.duration - step.steps.reduce((sum, s) => sum + s.duration, 0));
  }

  private add(key: string, ms: number): void {
    const kind = this.kinds.get(key) ?? { ms: 0, count: 0 };
    kind.ms += ms;
    kind.count += 1;
    this.kinds.set(key, kind);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.push({ title: test.titlePath().slice(2).join(' › '), ms: result.duration, file: test.location.file });
  }

  onEnd(_result: FullResult): void {
    const kinds = [...this.kinds].sort((a, b) => b[1].ms - a[1].ms);
    const total = this.tests.reduce((sum, t) => sum + t.ms, 0);
    const lines = [`step times (summed over tests, ${(total / 1000).toFixed(1)} s of test time):`];
    for (const [key, { ms, count }] of kinds.slice(0, 40))
      lines.push(`${(ms / 1000).toFixed(1).padStart(8)} s ${String(count).padStart(5)}x  ${key}`);
    console.log(lines.join('\n'));
    const out = process.env.E2E_STEP_TIMES;
    if (out)
      writeFileSync(out, JSON.stringify({ total, kinds: Object.fromEntries(kinds), tests: this.tests }, null, 1));
  }
}
