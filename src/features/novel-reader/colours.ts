import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export interface NamedColour {
  value: string
  label: MessageDescriptor
}

/**
 * Spec §2: the colours the filter sheet offers for text and background, named in the reader's
 * language. Light black is the reader's default background.
 */
export const namedColours: readonly NamedColour[] = [
  { value: 'white', label: msg({ message: 'White', context: 'colour' }) },
  { value: 'black', label: msg({ message: 'Black', context: 'colour' }) },
  { value: 'red', label: msg({ message: 'Red', context: 'colour' }) },
  { value: 'green', label: msg({ message: 'Green', context: 'colour' }) },
  { value: 'blue', label: msg({ message: 'Blue', context: 'colour' }) },
  { value: 'yellow', label: msg({ message: 'Yellow', context: 'colour' }) },
  { value: 'cyan', label: msg({ message: 'Cyan', context: 'colour' }) },
  { value: 'pink', label: msg({ message: 'Pink', context: 'colour' }) },
  { value: 'grey', label: msg({ message: 'Grey', context: 'colour' }) },
  { value: 'silver', label: msg({ message: 'Silver', context: 'colour' }) },
  { value: 'brown', label: msg({ message: 'Brown', context: 'colour' }) },
  { value: 'darkgreen', label: msg({ message: 'Dark green', context: 'colour' }) },
  { value: 'olive', label: msg({ message: 'Olive', context: 'colour' }) },
  { value: 'purple', label: msg({ message: 'Purple', context: 'colour' }) },
  { value: 'teal', label: msg({ message: 'Teal', context: 'colour' }) },
  { value: 'orange', label: msg({ message: 'Orange', context: 'colour' }) },
  { value: '#1a1a1a', label: msg({ message: 'Light black', context: 'colour' }) },
  { value: 'lightgrey', label: msg({ message: 'Light grey', context: 'colour' }) },
  { value: '#f4ecd8', label: msg({ message: 'Sepia', context: 'colour' }) },
  { value: '#5b4636', label: msg({ message: 'Dark brown', context: 'colour' }) },
]

export const isNamedColour = (value: string) => namedColours.some((colour) => colour.value === value)
