import {
  ArrayMaxSize,
  IsArray,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { tooLong, MUST_BE_TEXT } from '@marketplace/shared';

/** Decorators compose: every property gets all of them, applied in order. */
function compose(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

const NOT_BLANK = /\S/;

/** Required text: a string with at least `min` non-blank characters and at most `max`. */
export function RequiredText(message: string, max: number, min = 1): PropertyDecorator {
  return compose(
    IsString({ message }),
    Matches(NOT_BLANK, { message }),
    MinLength(min, { message }),
    MaxLength(max, { message: tooLong(max) }),
  );
}

/** Optional text: absent, null or a string of at most `max` characters. */
export function OptionalText(max: number): PropertyDecorator {
  return compose(IsOptional(), IsString({ message: MUST_BE_TEXT }), MaxLength(max, { message: tooLong(max) }));
}

/** Optional list of strings, bounded in count and in each entry's length. */
export function OptionalTextList(maxItems: number, maxLength: number, message: string): PropertyDecorator {
  return compose(
    IsOptional(),
    IsArray({ message }),
    ArrayMaxSize(maxItems, { message }),
    IsString({ each: true, message: 'Each entry must be text' }),
    MaxLength(maxLength, { each: true, message: tooLong(maxLength) }),
  );
}
