import { answerProblem, verifyProblemTransfer } from './answer-problem';
import { buyLines } from './buy-lines';
import type { FlowDeps } from './line-step';
import { moveLine } from './move-line';
import { moveOrderStage } from './move-order-stage';
import { payOrder } from './pay-order';
import { raiseProblem } from './raise-problem';
import { remindProblems } from './remind-problems';
import { completeLineRefund, refundLine } from './refund-line';

type Bound<F> = F extends (deps: FlowDeps, ...rest: infer A) => infer R ? (...rest: A) => R : never;
const bind =
  <A extends unknown[], R>(deps: FlowDeps, flow: (deps: FlowDeps, ...rest: A) => R) =>
  (...rest: A): R =>
    flow(deps, ...rest);

/** The use cases that span modules (decision 0033), bound to one database and clock for the routes and the CLI. */
export function createFlows(deps: FlowDeps) {
  return {
    payOrder: bind(deps, payOrder) as Bound<typeof payOrder>,
    moveOrderStage: bind(deps, moveOrderStage) as Bound<typeof moveOrderStage>,
    moveLine: bind(deps, moveLine) as Bound<typeof moveLine>,
    buyLines: bind(deps, buyLines) as Bound<typeof buyLines>,
    raiseProblem: bind(deps, raiseProblem) as Bound<typeof raiseProblem>,
    answerProblem: bind(deps, answerProblem) as Bound<typeof answerProblem>,
    verifyProblemTransfer: bind(deps, verifyProblemTransfer) as Bound<typeof verifyProblemTransfer>,
    refundLine: bind(deps, refundLine) as Bound<typeof refundLine>,
    completeLineRefund: bind(deps, completeLineRefund) as Bound<typeof completeLineRefund>,
    remindProblems: bind(deps, remindProblems) as Bound<typeof remindProblems>,
  };
}
export type Flows = ReturnType<typeof createFlows>;
