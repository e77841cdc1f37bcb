import { lazy, Suspense, type ComponentProps } from 'react';
import type { QrCode as QrCodeComponent } from './QrCode';

const QrCode = lazy(() => import('./QrCode').then((m) => ({ default: m.QrCode })));

/**
 * The QR code for a screen that shows one only sometimes (a QR payment on the deposit page): the
 * encoder, about 9 KiB, is fetched when a code is first drawn. Its square is kept meanwhile, so
 * nothing moves when it arrives (hence a `size` always).
 */
export function LazyQrCode(props: ComponentProps<typeof QrCodeComponent> & { size: number }) {
  return (
    <Suspense fallback={<QrCodeSpace size={props.size} />}>
      <QrCode {...props} />
    </Suspense>
  );
}

/**
 * The square a QR code will take, empty: while its encoder loads, or before the page knows the
 * address to encode. Sized by attributes, not a style: the gateway's markup may hold it, under
 * a CSP that refuses inline styles.
 */
export function QrCodeSpace({ size }: { size: number }) {
  return <svg className="qr-code" width={size} height={size} aria-hidden="true" />;
}
