import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slider } from './slider';
import { clampSliderValue, formatSliderValue } from './slider-value';

function Controlled({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState(6);
  return (
    <Slider
      title="Puissance"
      min={3}
      max={36}
      step={3}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Slider', () => {
  it('defaults to min 0, max 100, step 1', async () => {
    const user = userEvent.setup();
    render(<Slider title="Part d’énergie verte" unit="%" />);
    const thumb = screen.getByRole('slider', { name: 'Part d’énergie verte' });
    expect(thumb).toHaveAttribute('min', '0');
    expect(thumb).toHaveAttribute('max', '100');
    expect(thumb).toHaveAttribute('step', '1');
    expect(thumb).toHaveValue('0');

    await user.click(thumb);
    await user.keyboard('{ArrowRight}');
    expect(thumb).toHaveValue('1');
  });

  it('shows the suffix only when the value equals the maximum', async () => {
    const user = userEvent.setup();
    render(
      <Slider
        title="Surface du logement"
        unit="m²"
        suffix="et plus"
        min={20}
        max={200}
        step={10}
        defaultValue={190}
      />,
    );
    const output = screen.getByRole('status');
    expect(output).toHaveTextContent(/^190\sm²$/);

    await user.click(screen.getByRole('slider'));
    await user.keyboard('{ArrowRight}');
    expect(output).toHaveTextContent(/^200\sm² et plus$/);
    await user.keyboard('{ArrowLeft}');
    expect(output).not.toHaveTextContent('et plus');
  });

  it('clamps a value given outside the range', () => {
    const { unmount } = render(<Slider title="Puissance" min={3} max={36} value={50} suffix="ou plus" />);
    expect(screen.getByRole('slider')).toHaveValue('36');
    expect(screen.getByRole('status')).toHaveTextContent('36 ou plus');
    unmount();

    render(<Slider title="Puissance" min={3} max={36} defaultValue={-4} />);
    expect(screen.getByRole('slider')).toHaveValue('3');
  });

  it('reports the value it moves to', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('slider'));
    await user.keyboard('{ArrowRight}{End}');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([9, 36]);
  });

  it('clampSliderValue and formatSliderValue', () => {
    expect(clampSliderValue(150, 0, 100)).toBe(100);
    expect(clampSliderValue(-1, 0, 100)).toBe(0);
    expect(clampSliderValue(42, 0, 100)).toBe(42);
    expect(formatSliderValue(100, { max: 100, suffix: 'et +' })).toBe('100 et +');
    expect(formatSliderValue(1500, { max: 2000, unit: 'kWh', suffix: 'et +' })).toBe('1\u202f500\u00a0kWh');
  });
});
