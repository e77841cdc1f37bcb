import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { mirrorOrigin } from '../../api/sitePing';
import { useFeatureStore } from '../../centre';
import { createSpeedStore } from './SystemSpeedStore';
import { LineValue } from './LineValue';
import { useFeatureTranslation } from '../../centre/messages';
import { mirrorsMessages } from './mirrorsMessages';

/**
 * The site's mirror domains from the status call, each with the time measured from this device
 * (the first five are timed) and a link to open it. `testOnShow` starts a test when shown, for
 * screens that are not opened by the server-speed modal, which tests on its own.
 */
export const MirrorList = observer(function MirrorList({
  testOnShow = false,
}: {
  testOnShow?: boolean;
}) {
  const t = useFeatureTranslation(mirrorsMessages);
  const speed = useFeatureStore(createSpeedStore);
  const titleId = useId();
  const mirrors = speed.mirrorLines;
  const any = mirrors.length > 0;

  useEffect(() => {
    if (testOnShow && any) void speed.testAll();
  }, [testOnShow, any, speed]);

  if (!any) return null;
  return (
    <section className="mirror-list" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('speed_mirrors_title')}</h3>
      <p className="data-notice">{t('speed_mirrors_note')}</p>
      <ul className="menu-list" aria-labelledby={titleId}>
        {mirrors.map((mirror) => (
          <li
            key={mirror.domain}
            className="speed-row"
            data-domain={mirror.domain}
            data-reading={mirror.state.reading}
          >
            {/* Protocol-relative: the page's own protocol, known on the server too. */}
            <a href={mirrorOrigin(mirror.domain, '')} target="_blank" rel="noopener noreferrer">
              {mirror.domain}
            </a>
            <LineValue state={mirror.state} />
          </li>
        ))}
      </ul>
      {testOnShow && (
        <button
          type="button"
          className="button"
          disabled={speed.testing}
          onClick={() => void speed.testAll()}
        >
          {t('speed_retest')}
        </button>
      )}
    </section>
  );
});
