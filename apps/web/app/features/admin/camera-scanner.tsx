import { useEffect, useRef, useState } from 'react';

/** Formats a seller's parcel or our label carries: 1D carrier barcodes and QR codes. */
const FORMATS = ['code_128', 'code_39', 'code_93', 'codabar', 'ean_13', 'ean_8', 'itf', 'upc_a', 'qr_code'];

interface Detected {
  rawValue: string;
}
interface Detector {
  detect(source: HTMLVideoElement): Promise<Detected[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/**
 * The browser's own BarcodeDetector (Chrome on Android: no download), else the `barcode-detector`
 * ponyfill, whose ZXing-C++ WebAssembly is served from our own origin (decision 0043 has the
 * measured sizes). Both are only loaded when the scanner opens.
 */
async function detectorClass(): Promise<DetectorClass> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) return native;
  const [{ BarcodeDetector, prepareZXingModule }, wasm] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm.default : prefix + path),
    },
  });
  return BarcodeDetector as unknown as DetectorClass;
}

/** The phone's back camera, read until a code is seen; the code is handed to `onCode` once. */
export default function CameraScanner({
  onCode,
  unavailable,
}: {
  onCode: (code: string) => void;
  unavailable: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const handler = useRef(onCode);
  handler.current = onCode;
  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    void (async () => {
      try {
        const Detector = await detectorClass();
        const detector = new Detector({ formats: FORMATS });
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        while (!stopped) {
          const [code] = await detector.detect(video.current);
          if (code?.rawValue) {
            stopped = true;
            handler.current(code.rawValue.trim());
            break;
          }
          await new Promise((r) => setTimeout(r, 250));
        }
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  if (failed)
    return (
      <p role="alert" className="text-sm text-red-900">
        {unavailable}
      </p>
    );
  return <video ref={video} muted playsInline className="w-full rounded bg-black" data-testid="scan-video" />;
}
