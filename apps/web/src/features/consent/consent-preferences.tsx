import { CONSENT_CATEGORIES, type Consent } from '@voltaire/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../ui/button/button';
import { FrenchLocale } from '../../ui/french-locale';
import { categoriesFromTicks, tickKey, ticksFromConsent } from './consent-choices';
import styles from './consent-preferences.module.css';
import type { ConsentStore } from './consent-store';

export const CONSENT_PREFERENCES_TITLE = 'Gestion des cookies';

/**
 * The preferences screen: one tick per consent category, with its sub-items (domain CONSENT_CATEGORIES),
 * and the same « Tout accepter » / « Tout refuser » pair as the banner. Loaded on demand (react-aria's modal
 * dialog: focus trapped inside, Escape closes, focus returns to the opener).
 */
export function ConsentPreferences({
  store,
  consent,
  onDecided,
}: {
  store: ConsentStore;
  consent: Consent | null;
  onDecided: () => void;
}) {
  const [ticks, setTicks] = useState<Set<string>>(() => ticksFromConsent(consent));
  const decide = (choice: () => Promise<void>) => () => {
    void choice().then(onDecided);
  };
  const setTicked = (keys: readonly string[], isTicked: boolean) => {
    setTicks((previous) => {
      const next = new Set(previous);
      for (const key of keys) {
        if (isTicked) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  };

  return (
    <FrenchLocale>
      <ModalOverlay
        className={styles.overlay}
        isOpen
        isDismissable
        onOpenChange={(isOpen) => {
          if (!isOpen) store.closePreferences();
        }}
      >
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog}>
            <div className={styles.header}>
              <Heading slot="title" className={styles.title}>
                {CONSENT_PREFERENCES_TITLE}
              </Heading>
              <Button variant="icon" slot="close" aria-label="Fermer">
                <span aria-hidden="true">✕</span>
              </Button>
            </div>
            <p>
              Les cookies nécessaires au fonctionnement du site (votre session, la mémorisation de vos choix)
              sont toujours actifs. Les autres ne sont déposés qu’avec votre accord, que vous pouvez donner ou
              retirer ici à tout moment.
            </p>
            <p className={styles.note}>
              Si vous retirez votre accord à un service déjà chargé sur cette page, la page est rechargée pour
              l’arrêter.
            </p>
            {CONSENT_CATEGORIES.map((category) => {
              const keys =
                category.subItems.length === 0
                  ? [tickKey(category.id)]
                  : category.subItems.map((subItem) => tickKey(category.id, subItem.id));
              const tickedCount = keys.filter((key) => ticks.has(key)).length;
              return (
                <div key={category.id} className={styles.category}>
                  <Tick
                    label={category.label}
                    description={category.description}
                    isTicked={tickedCount === keys.length}
                    isIndeterminate={tickedCount > 0 && tickedCount < keys.length}
                    onChange={(isTicked) => setTicked(keys, isTicked)}
                    className={styles.categoryTick}
                  />
                  {category.subItems.length > 0 ? (
                    <ul className={styles.subItems} aria-label={`Détail : ${category.label}`}>
                      {category.subItems.map((subItem) => {
                        const key = tickKey(category.id, subItem.id);
                        return (
                          <li key={key}>
                            <Tick
                              label={subItem.label}
                              isTicked={ticks.has(key)}
                              onChange={(isTicked) => setTicked([key], isTicked)}
                            />
                          </li>
                        );
                      })}
                    </ul>
                  ) : null}
                </div>
              );
            })}
            <div className={styles.actions}>
              <Button className={styles.choice} onPress={decide(store.acceptAll)}>
                Tout accepter
              </Button>
              <Button className={styles.choice} onPress={decide(store.refuseAll)}>
                Tout refuser
              </Button>
              <Button
                className={styles.choice}
                onPress={decide(() => store.saveChoices(categoriesFromTicks(ticks)))}
              >
                Enregistrer mes choix
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </FrenchLocale>
  );
}

function Tick({
  label,
  description,
  isTicked,
  isIndeterminate = false,
  onChange,
  className,
}: {
  label: string;
  description?: string;
  isTicked: boolean;
  isIndeterminate?: boolean;
  onChange: (isTicked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  return (
    <div className={className ? `${styles.tick} ${className}` : styles.tick}>
      <input
        ref={input}
        id={id}
        type="checkbox"
        checked={isTicked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={description ? `${id}-description` : undefined}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        {description ? (
          <p id={`${id}-description`} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
