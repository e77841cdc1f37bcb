import { observer } from 'mobx-react-lite';
import { useId, useRef, type FormEvent } from 'react';
import { useFeatureStore } from '../../centre/featureStore';
import { useMessages } from '../../centre/messages';
import { Form } from '../../ui';
import { Field, FormError, FormNotice, SubmitButton } from '../../ui/form';
import { IMAGE_MAX_COUNT, checkImage, readAsDataUrl } from '../../centre/imageUpload';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_TYPES,
  createFeedbackStore,
  type FeedbackType,
  type ImageReader,
} from './FeedbackStore';
import { serviceMessages } from './messages';

const readImage: ImageReader<File> = async (file) => {
  const checked = await checkImage(file);
  if (!checked.ok) {
    return {
      ok: false,
      key: checked.problem === 'size' ? 'feedback_image_size' : 'feedback_image_type',
    };
  }
  return {
    ok: true,
    name: file.name,
    size: file.size,
    dataUrl: await readAsDataUrl(file, checked.type),
  };
};

/** The feedback form (spec §5). Everything entered stays after a refusal. */
export const FeedbackForm = observer(function FeedbackForm() {
  const t = useMessages(serviceMessages);
  const store = useFeatureStore(createFeedbackStore);
  const fileInput = useRef<HTMLInputElement>(null);
  const imagesLabel = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  const contentError =
    store.errorKey === 'feedback_content_length' || store.errorKey === 'feedback_content_empty'
      ? t.error(store.errorKey)
      : store.tooLong
        ? t('feedback_content_length')
        : null;
  const formError = store.errorKey && !contentError ? t.error(store.errorKey) : null;

  return (
    <Form className="feedback-form" onSubmit={onSubmit} noValidate aria-label={t('fb_title')}>
      <p>{t('fb_intro')}</p>
      <Field label={t('fb_type')}>
        <select value={store.type} onChange={(e) => store.setType(e.target.value as FeedbackType)}>
          {FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`fb_type_${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={t('fb_content')}
        hint={t('fb_count', { count: store.length, max: FEEDBACK_MAX_LENGTH })}
        error={contentError}
      >
        <textarea
          rows={4}
          value={store.content}
          onChange={(e) => store.setContent(e.target.value)}
        />
      </Field>
      <Field label={t('fb_sender')}>
        <input
          type="text"
          autoComplete="name"
          maxLength={80}
          value={store.sender}
          onChange={(e) => store.setSender(e.target.value)}
        />
      </Field>
      <fieldset className="feedback-form__images" aria-labelledby={imagesLabel}>
        <legend id={imagesLabel}>{t('fb_images')}</legend>
        <p className="field__hint">{t('fb_images_hint')}</p>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          hidden
          data-testid="feedback-files"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void store.addFiles(files, readImage);
          }}
        />
        <button
          type="button"
          className="button button--ghost"
          disabled={store.full || store.busy}
          onClick={() => fileInput.current?.click()}
        >
          {t('fb_add_images')} ({store.images.length}/{IMAGE_MAX_COUNT})
        </button>
        {store.imageProblem && (
          <p className="form-error" role="alert">
            {t.error(store.imageProblem)}
          </p>
        )}
        {store.images.length > 0 && (
          <ul className="feedback-form__previews">
            {store.images.map((image) => (
              <li key={image.id}>
                <img
                  src={image.dataUrl}
                  alt={t('fb_preview', { name: image.name })}
                  width={72}
                  height={72}
                />
                <button
                  type="button"
                  className="link-button"
                  disabled={store.busy}
                  onClick={() => store.removeImage(image.id)}
                >
                  {t('fb_remove', { name: image.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {store.needsCaptcha && (
        <div className="feedback-form__captcha">
          {store.captchaImage && (
            <img src={store.captchaImage} alt={t('fb_captcha_image')} width={120} height={40} />
          )}
          <button type="button" className="link-button" onClick={() => void store.refreshCaptcha()}>
            {t('fb_captcha_refresh')}
          </button>
          <Field label={t('fb_captcha')}>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={store.captcha}
              onChange={(e) => store.setCaptcha(e.target.value)}
            />
          </Field>
        </div>
      )}
      {store.progress !== null && (
        <div className="feedback-form__progress">
          <label>
            {t('fb_progress', { percent: Math.round(store.progress * 100) })}
            <progress max={1} value={store.progress} />
          </label>
        </div>
      )}
      <FormError message={formError} />
      <FormNotice message={store.sent ? t('fb_sent') : null} />
      <SubmitButton busy={store.busy}>{t('fb_submit')}</SubmitButton>
    </Form>
  );
});
