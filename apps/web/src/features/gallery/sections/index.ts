import type { GallerySection } from '../gallery-section';
import { addressSection } from './address-section';
import { adviceBlockSection } from './advice-block-section';
import { captchaSection } from './captcha-section';
import { consentSection } from './consent-section';
import { datePickerSection } from './date-picker-section';
import { formSection } from './form-section';
import { ibanInputSection } from './iban-input-section';
import { loaderSection } from './loader-section';
import { modalDrawerSection } from './modal-drawer-section';
import { modalPopupSection } from './modal-popup-section';
import { otpInputSection } from './otp-input-section';
import { phoneNumericSection } from './phone-numeric-section';
import { postalAddressSection } from './postal-address-section';
import { radioOptionSection } from './radio-option-section';
import { sliderSection } from './slider-section';

/**
 * Every section of the widget gallery, in display order. One file per widget in this folder
 * (`<widget>-section.tsx`, exporting a `GallerySection`); append new ones to this array.
 */
export const gallerySections: GallerySection[] = [
  modalDrawerSection,
  modalPopupSection,
  loaderSection,
  sliderSection,
  radioOptionSection,
  adviceBlockSection,
  datePickerSection,
  ibanInputSection,
  otpInputSection,
  captchaSection,
  phoneNumericSection,
  formSection,
  postalAddressSection,
  addressSection,
  consentSection,
];
