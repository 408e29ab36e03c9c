import { POPUP_EMOJI_SIZE_PX } from '@voltaire/domain';
import DOMPurify from 'dompurify';
import { type CSSProperties, useMemo } from 'react';
import { Heading } from 'react-aria-components';
import { Button } from '../button/button';
import styles from './popup-template.module.css';

export type PopupStatus = 'success' | 'error' | 'warning' | 'info';

/** The popup template configuration of SPEC §3: title, subtitle, content, status, button. */
export interface PopupTemplateConfig {
  title: string;
  subtitle?: string;
  /** Trusted or not, this HTML is sanitised (DOMPurify) before it is shown. */
  content?: string;
  status?: PopupStatus;
  /** An emoji shown large (100 px) instead of the status emoji (75 px). */
  icon?: string;
  /** What the icon stands for, for screen readers; without it the icon is decorative. */
  iconLabel?: string;
  /** The one button; it closes the popup after running `onPress`. */
  button?: { label: string; onPress?: () => void };
}

export const POPUP_STATUS_EMOJI: Record<PopupStatus, { emoji: string; label: string }> = {
  success: { emoji: '✅', label: 'Succès' },
  error: { emoji: '❌', label: 'Erreur' },
  warning: { emoji: '⚠️', label: 'Attention' },
  info: { emoji: 'ℹ️', label: 'Information' },
};

/** DOMPurify needs a DOM: without one (server rendering) the content is left out rather than trusted. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.isSupported ? DOMPurify.sanitize(html) : '';
}

/** The emoji image of a templated popup: the icon at 100 px, or else the status emoji at 75 px. */
export function PopupEmoji({
  status,
  icon,
  iconLabel,
}: Pick<PopupTemplateConfig, 'status' | 'icon' | 'iconLabel'>) {
  if (icon) {
    const label = iconLabel ?? (status ? POPUP_STATUS_EMOJI[status].label : undefined);
    return <EmojiImage emoji={icon} label={label} size={POPUP_EMOJI_SIZE_PX.withIcon} />;
  }
  if (!status) return null;
  const { emoji, label } = POPUP_STATUS_EMOJI[status];
  return <EmojiImage emoji={emoji} label={label} size={POPUP_EMOJI_SIZE_PX.statusOnly} />;
}

function EmojiImage({ emoji, label, size }: { emoji: string; label: string | undefined; size: number }) {
  const style = { '--emoji-size': `${size}px` } as CSSProperties;
  return label ? (
    <span className={styles.emoji} style={style} role="img" aria-label={label} data-size={size}>
      {emoji}
    </span>
  ) : (
    <span className={styles.emoji} style={style} aria-hidden="true" data-size={size}>
      {emoji}
    </span>
  );
}

/**
 * The templated body shared by the modal drawer and the modal popup. Must be rendered inside a react-aria
 * `Dialog`: its title labels the dialog, and its button (slot « close ») closes it.
 */
export function PopupTemplate({
  title,
  subtitle,
  content,
  status,
  icon,
  iconLabel,
  button,
}: PopupTemplateConfig) {
  const safeContent = useMemo(() => (content ? sanitizeHtml(content) : ''), [content]);
  return (
    <div className={styles.template}>
      <PopupEmoji status={status} icon={icon} iconLabel={iconLabel} />
      <Heading slot="title" level={2} className={styles.title}>
        {title}
      </Heading>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      {safeContent ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: safeContent }} />
      ) : null}
      {button ? (
        <Button slot="close" className={styles.button} onPress={button.onPress}>
          {button.label}
        </Button>
      ) : null}
    </div>
  );
}
