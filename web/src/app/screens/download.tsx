import { DownloadPage } from '../../features/download';
import { MirrorList } from '../../features/mirrors';

/** The download page with the mirror lines, each tested for speed when shown. */
export function DownloadScreen() {
  return <DownloadPage mirrors={<MirrorList testOnShow />} />;
}
