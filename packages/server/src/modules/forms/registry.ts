import type { FormDef } from './form-def.ts';
import { GLACCOUNT_FORM } from './defs/glaccount.def.ts';
import { ASSET_FORMS } from './defs/assets.defs.ts';
import { ITEM_FORM } from './defs/item.def.ts';
import { PERSON_FORM } from './defs/person.def.ts';
import { SIMPLE_FORMS } from './defs/simple.defs.ts';
import { ITEM_GROUPING_FORM } from '../grouping/grouping.def.ts';
import { RECURRING_FORM } from '../recurring/recurring.def.ts';

/** Every declared master form, by API name. */
export const FORMS: readonly FormDef[] = [...SIMPLE_FORMS, GLACCOUNT_FORM, PERSON_FORM, ITEM_FORM, ITEM_GROUPING_FORM, RECURRING_FORM, ...ASSET_FORMS];
