import { SLIDER_DEFAULTS } from '@voltaire/domain';
import { Slider as AriaSlider, Label, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import styles from './slider.module.css';
import { clampSliderValue, formatSliderValue } from './slider-value';

export interface SliderProps {
  title: string;
  /** Shown after the value only when it equals the maximum, e.g. « et plus ». */
  suffix?: string;
  /** Shown after every value, e.g. « m² ». */
  unit?: string;
  min?: number;
  max?: number;
  step?: number;
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  isDisabled?: boolean;
}

/** The slider of SPEC §2: bounded by min, max and step (defaults 0, 100, 1), value clamped to the range. */
export function Slider({
  title,
  suffix,
  unit,
  min = SLIDER_DEFAULTS.min,
  max = SLIDER_DEFAULTS.max,
  step = SLIDER_DEFAULTS.step,
  value,
  defaultValue,
  onChange,
  isDisabled,
}: SliderProps) {
  const clamp = (number: number) => clampSliderValue(number, min, max);
  return (
    <AriaSlider
      className={styles.slider}
      minValue={min}
      maxValue={max}
      step={step}
      {...(value === undefined ? { defaultValue: clamp(defaultValue ?? min) } : { value: clamp(value) })}
      onChange={(next) => onChange?.(clamp(next))}
      isDisabled={isDisabled}
    >
      <div className={styles.header}>
        <Label className={styles.title}>{title}</Label>
        <SliderOutput className={styles.output}>
          {({ state }) => formatSliderValue(state.getThumbValue(0), { max, unit, suffix })}
        </SliderOutput>
      </div>
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <div className={styles.fill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className={styles.thumb} />
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}
