/**
 * A business number as stored and checked: digits only. People type ABNs and NZBNs with spaces
 * or dashes ("51 824 753 556"); both the check-digit rules and the database use this form.
 */
export function compactBusinessNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}
