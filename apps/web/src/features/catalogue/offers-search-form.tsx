import { zodResolver } from '@hookform/resolvers/zod';
import { PostalCodeSchema } from '@voltaire/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Form } from '../../ui/form/form';
import { RadioOptionField } from '../../ui/form/radio-option-field';
import { SubmitButton } from '../../ui/form/submit-button';
import { PostalAddressFields } from '../../ui/postal-address/postal-address-fields';
import type { OffersCriteria } from './offers-criteria';
import styles from './offers-page.module.css';

export const UNKNOWN_POSTAL_CODE = 'Aucune commune ne correspond à ce code postal : vérifiez-le.';

/**
 * The postal code is optional here (without it: every offer of the web site); when given, the domain's rule,
 * and one of its communes, so that a code no commune has (99999) is refused rather than searched.
 */
export const OffersSearchSchema = z
  .object({
    zipCode: z
      .string()
      .trim()
      .superRefine((value, context) => {
        if (value === '') return;
        const checked = PostalCodeSchema.safeParse(value);
        if (!checked.success)
          context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? '' });
      }),
    city: z.string(),
    inseeCode: z.string(),
    energy: z.enum(['all', 'electricity', 'gas']),
  })
  .superRefine((values, context) => {
    if (
      values.zipCode.trim() !== '' &&
      PostalCodeSchema.safeParse(values.zipCode.trim()).success &&
      !values.inseeCode
    )
      context.addIssue({ code: 'custom', path: ['zipCode'], message: UNKNOWN_POSTAL_CODE });
  });
export type OffersSearchValues = z.input<typeof OffersSearchSchema>;

export const ENERGY_CHOICES = [
  { value: 'all', label: 'Électricité et gaz' },
  { value: 'electricity', label: 'Électricité' },
  { value: 'gas', label: 'Gaz naturel' },
] as const;

export function toSearchValues(criteria: OffersCriteria): OffersSearchValues {
  return {
    zipCode: criteria.postalCode ?? '',
    city: criteria.city ?? '',
    inseeCode: criteria.inseeCode ?? '',
    energy: criteria.energy ?? 'all',
  };
}

export function toCriteria(values: z.output<typeof OffersSearchSchema>): OffersCriteria {
  return {
    ...(values.zipCode ? { postalCode: values.zipCode } : {}),
    ...(values.zipCode && values.inseeCode ? { inseeCode: values.inseeCode, city: values.city } : {}),
    ...(values.energy === 'all' ? {} : { energy: values.energy }),
  };
}

/** Postal code (with its commune) and energy: the offers shown are those available there. */
export function OffersSearchForm({
  criteria,
  onSearch,
}: {
  criteria: OffersCriteria;
  onSearch: (criteria: OffersCriteria) => void | Promise<void>;
}) {
  const form = useForm({
    resolver: zodResolver(OffersSearchSchema),
    mode: 'onTouched',
    defaultValues: toSearchValues(criteria),
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => onSearch(toCriteria(values))}
      className={styles.search}
      aria-labelledby="offres-recherche-titre"
    >
      <h2 id="offres-recherche-titre" className={styles.searchTitle}>
        Où et quelle énergie&#x202F;?
      </h2>
      <PostalAddressFields isRequired={false} />
      <RadioOptionField name="energy" label="Énergie" options={ENERGY_CHOICES} orientation="horizontal" />
      <SubmitButton>Afficher les offres</SubmitButton>
    </Form>
  );
}
