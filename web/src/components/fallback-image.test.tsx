import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from './fallback-image';

describe('FallbackImage', () => {
  it("swaps to the item's fallback image, then to the generic place artwork, on load errors", () => {
    render(
      <FallbackImage src="https://cdn.example/taj.jpg" fallbackSrc="/images/places/taj-mahal.svg" alt="Taj Mahal, Agra" width={480} height={320} />,
    );
    const image = screen.getByRole('img', { name: 'Taj Mahal, Agra' });
    expect(image).toHaveAttribute('src', 'https://cdn.example/taj.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '320');

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/places/taj-mahal.svg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/place-fallback.svg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/place-fallback.svg');
  });

  it('starts over when given a new image', () => {
    const { rerender } = render(<FallbackImage src="/a.jpg" fallbackSrc="/a.svg" alt="A" width={10} height={10} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/a.svg');

    rerender(<FallbackImage src="/b.jpg" fallbackSrc="/b.svg" alt="B" width={10} height={10} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.jpg');
  });
});
