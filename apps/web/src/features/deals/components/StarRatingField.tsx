import { Text, VisuallyHidden } from '@mantine/core';
import { REVIEW_LIMITS } from '@partnerly/shared';
import classes from './StarRatingField.module.css';

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

const starsName = (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`;

interface StarRatingFieldProps {
  legend: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
}

/**
 * 1 to 5 stars as a group of native radio buttons: a screen reader hears "4 stars, radio,
 * checked, 4 of 5", the arrow keys move the choice, and a tap on a star picks it.
 */
export function StarRatingField({ legend, value, onChange, error }: StarRatingFieldProps) {
  const values = Array.from({ length: REVIEW_LIMITS.maxRating }, (_, index) => index + 1);
  return (
    <fieldset
      className={classes.group}
      aria-describedby={error ? 'star-rating-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <Text component="legend" size="sm" fw={500} mb={4}>
        {legend}{' '}
        <Text span c="red.8" aria-hidden="true">
          *
        </Text>
      </Text>
      <div className={classes.stars}>
        {values.map((star) => (
          <label key={star} className={classes.star} data-on={star <= value || undefined}>
            <input
              type="radio"
              name="rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className={classes.input}
            />
            <span aria-hidden="true">★</span>
            <VisuallyHidden>{starsName(star)}</VisuallyHidden>
          </label>
        ))}
      </div>
      <Text size="sm" c="gray.7" aria-live="polite">
        {value > 0 ? STAR_WORDS[value] : `Choose from 1 to ${REVIEW_LIMITS.maxRating} stars`}
      </Text>
      {error && (
        <Text id="star-rating-error" size="sm" c="red.8" mt={4}>
          {error}
        </Text>
      )}
    </fieldset>
  );
}
