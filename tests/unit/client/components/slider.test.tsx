import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Slider } from '@/client/components/ui/slider';
import { applyLanguage } from '@/client/lib/i18n';
import { eachTestInEnglish } from '../render';

/** A slider as Settings uses it (the temperature): no `dir` given. */
function Temperature() {
  const [value, setValue] = useState(0.5);
  return (
    <>
      <span id="temperature-label">Temperature</span>
      <Slider
        labelledBy="temperature-label"
        min={0}
        max={1}
        step={0.1}
        value={[value]}
        onValueChange={([next]) => setValue(next ?? 0)}
      />
    </>
  );
}

eachTestInEnglish();

describe('the Slider follows the interface direction', () => {
  it('in Arabic it fills from the right, and the left arrow raises the value', async () => {
    await applyLanguage('arabic', { persist: false });
    render(<Temperature />);

    const thumb = screen.getByRole('slider', { name: 'Temperature' });
    expect(thumb.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    fireEvent.keyDown(thumb, { key: 'ArrowLeft' });
    expect(thumb.getAttribute('aria-valuenow')).toBe('0.6');
  });

  it('in English the right arrow raises the value', () => {
    render(<Temperature />);

    const thumb = screen.getByRole('slider', { name: 'Temperature' });
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(thumb.getAttribute('aria-valuenow')).toBe('0.6');
  });
});
