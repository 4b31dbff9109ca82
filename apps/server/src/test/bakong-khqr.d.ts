// The official KHQR SDK (NBC) ships no types; only what our tests call.
declare module 'bakong-khqr' {
  interface KhqrResponse<T> {
    status: { code: number; errorCode: number | null; message: string | null };
    data: T;
  }
  interface DecodedKhqr {
    merchantType: string;
    bakongAccountID: string | null;
    accountInformation: string | null;
    merchantID: string | null;
    acquiringBank: string | null;
    billNumber: string | null;
    mobileNumber: string | null;
    storeLabel: string | null;
    terminalLabel: string | null;
    purposeOfTransaction: string | null;
    creationTimestamp: string | null;
    expirationTimestamp: string | null;
    pointofInitiationMethod: string | null;
    merchantCategoryCode: string | null;
    transactionCurrency: string | null;
    transactionAmount: string | null;
    countryCode: string | null;
    merchantName: string | null;
    merchantCity: string | null;
    crc: string | null;
  }
  export class BakongKHQR {
    static verify(qr: string): { isValid: boolean };
    static decode(qr: string): KhqrResponse<DecodedKhqr>;
  }
  const bakong: { BakongKHQR: typeof BakongKHQR };
  export default bakong;
}
