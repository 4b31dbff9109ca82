import type { AuditActor } from '../modules/admin/audit-service';
import { answerProblem } from './answer-problem';
import { approveTopup } from './approve-topup';
import { approveTransfer } from './approve-transfer';
import { buyLines } from './buy-lines';
import { cancelOrder } from './cancel-order';
import { createStaff } from './create-staff';
import { closeOrderConversation, postShopperMessage, replyFromStaff } from './conversation-message';
import type { FlowDeps } from './flow-deps';
import { moveLine } from './move-line';
import { moveOrderStage } from './move-order-stage';
import { payOrder } from './pay-order';
import { placeOrder } from './place-order';
import { raiseProblem } from './raise-problem';
import { recordQualityCheck } from './record-quality-check';
import { decideQualityCheck } from './decide-quality-check';
import { markWithdrawalPaid } from './mark-withdrawal-paid';
import { matchUnclaimed } from './match-unclaimed';
import { receiveParcel } from './receive-parcel';
import { addParcelsToBatch, arriveParcel, createBatch, moveBatch, pickUpParcel } from './batches';
import { deliverDrop, dropKhqr, failDrop, riderDrops } from './rider-drops';
import { assignParcel, assignParcels } from './assign-parcels';
import { confirmRiderDay, resolveRiderDay, riderDay } from './rider-day';
import { dispatchQueue } from './dispatch-queue';
import { completeLineRefund, refundLine } from './refund-line';
import { refundOrder } from './refund-order';
import { replyFromTelegram } from './reply-from-telegram';
import { remindProblems } from './remind-problems';
import { requestTopup } from './request-topup';
import { requestWithdrawal } from './request-withdrawal';
import { rejectTopup } from './reject-topup';
import { rejectTransfer } from './reject-transfer';
import { saveOrderReferences } from './save-order-references';
import { settlePayment } from './settle-payment';
import { packParcel } from './pack-parcel';
import { adminParcels, orderShipping, packableLines, storageTransfers } from './parcel-views';
import { trackOrder } from './track-order';
import { payFreight, refuseFreightTransfer, verifyFreightTransfer } from './pay-freight';
import { payStorage, refuseStorageTransfer, verifyStorageTransfer } from './pay-storage';
import { refuseProblemTransfer, verifyProblemTransfer } from './problem-transfer';
import { remindStorage } from './remind-storage';
import { setShippingPreference } from './set-shipping-preference';
import { reweighParcel, weighParcel } from './weigh-parcel';
import { answerBuyRequest } from './answer-buy-request';

export type { FlowDeps } from './flow-deps';

/** A flow `(deps, input, actor?)` with its deps bound: what routes and CLI commands call. */
function bind<D, R extends unknown[], Out>(deps: D, flow: (deps: D, ...rest: R) => Out): (...rest: R) => Out {
  return (...rest) => flow(deps, ...rest);
}

/**
 * The use cases that span modules (decision 0032), each bound to the composition root's deps.
 * Routes and CLI commands get them as `services.flows`; the flows themselves never call each other
 * through this object (they share steps, flows/steps).
 */
export function createFlows(deps: FlowDeps) {
  return {
    placeOrder: bind(deps, placeOrder),
    cancelOrder: bind(deps, cancelOrder),
    moveOrderStage: bind(deps, moveOrderStage),
    approveTransfer: bind(deps, approveTransfer),
    rejectTransfer: bind(deps, rejectTransfer),
    requestTopup: bind(deps, requestTopup),
    approveTopup: bind(deps, approveTopup),
    rejectTopup: bind(deps, rejectTopup),
    refundOrder: bind(deps, refundOrder),
    settlePayment: bind(deps, settlePayment),
    recordQualityCheck: bind(deps, recordQualityCheck),
    decideQualityCheck: bind(deps, decideQualityCheck),
    saveOrderReferences: bind(deps, saveOrderReferences),
    createStaff: bind(deps, createStaff),
    requestWithdrawal: bind(deps, requestWithdrawal),
    markWithdrawalPaid: bind(deps, markWithdrawalPaid),
    // The purchase journey (decision 0033).
    payOrder: bind(deps, payOrder),
    moveLine: bind(deps, moveLine),
    buyLines: bind(deps, buyLines),
    raiseProblem: bind(deps, raiseProblem),
    answerProblem: bind(deps, answerProblem),
    verifyProblemTransfer: bind(deps, verifyProblemTransfer),
    refuseProblemTransfer: bind(deps, refuseProblemTransfer),
    refundLine: bind(deps, refundLine),
    completeLineRefund: bind(deps, completeLineRefund),
    remindProblems: bind(deps, remindProblems),
    // The conversation of an order (decision 0041); replyFromStaff is also the staff Telegram group's entry.
    postShopperMessage: bind(deps, postShopperMessage),
    replyFromStaff: bind(deps, replyFromStaff),
    replyFromTelegram: bind(deps, replyFromTelegram),
    closeOrderConversation: bind(deps, closeOrderConversation),
    // Warehouse receiving, batches and riders (decision 0043).
    receiveParcel: bind(deps, receiveParcel),
    matchUnclaimed: bind(deps, matchUnclaimed),
    createBatch: bind(deps, createBatch),
    addParcelsToBatch: bind(deps, addParcelsToBatch),
    moveBatch: bind(deps, moveBatch),
    arriveParcel: bind(deps, arriveParcel),
    pickUpParcel: bind(deps, pickUpParcel),
    assignParcel: bind(deps, assignParcel),
    assignParcels: bind(deps, assignParcels),
    riderDrops: bind(deps, riderDrops),
    dropKhqr: bind(deps, dropKhqr),
    deliverDrop: bind(deps, deliverDrop),
    failDrop: bind(deps, failDrop),
    riderDay: bind(deps, riderDay),
    confirmRiderDay: bind(deps, confirmRiderDay),
    resolveRiderDay: bind(deps, resolveRiderDay),
    dispatchQueue: bind(deps, dispatchQueue),
    // Parcels, weighing, freight and storage (decision 0042).
    packParcel: bind(deps, packParcel),
    weighParcel: bind(deps, weighParcel),
    reweighParcel: bind(deps, reweighParcel),
    payFreight: bind(deps, payFreight),
    verifyFreightTransfer: bind(deps, verifyFreightTransfer),
    refuseFreightTransfer: bind(deps, refuseFreightTransfer),
    payStorage: bind(deps, payStorage),
    verifyStorageTransfer: bind(deps, verifyStorageTransfer),
    refuseStorageTransfer: bind(deps, refuseStorageTransfer),
    setShippingPreference: bind(deps, setShippingPreference),
    remindStorage: bind(deps, remindStorage),
    orderShipping: bind(deps, orderShipping),
    trackOrder: bind(deps, trackOrder),
    adminParcels: bind(deps, adminParcels),
    storageTransfers: bind(deps, storageTransfers),
    packableLines: bind(deps, packableLines),
    answerBuyRequest: bind(deps, answerBuyRequest),
  };
}
export type Flows = ReturnType<typeof createFlows>;
export type { AuditActor };
