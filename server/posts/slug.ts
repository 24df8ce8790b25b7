import { transliterate } from 'transliteration'

/**
 * A slug from a name in any script, for addresses: Vietnamese loses its marks (`Bến Cảng Mèo Đêm` →
 * `ben-cang-meo-dem`), every other script is transliterated to Latin letters (`吾輩は猫である` →
 * `wu-bei-hanmao-dearu`, `سفينة` → `sfyn`), so a title's address reads as its title. Empty when the
 * name has no letter or digit at all.
 */
export const slugOf = (name: string) =>
  transliterate(
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[đĐ]/g, 'd')
      .normalize('NFC'),
  )
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
