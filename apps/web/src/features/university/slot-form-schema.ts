import { slotBody, type SlotBody } from '@tlp/shared/slots';
import { VALIDATION } from '@tlp/shared/messages';
import { z } from 'zod';
import { zonedWallTimeToIso } from '@/lib/zoned-time.ts';
import { SLOTS_TEXT as TEXT } from './messages.ts';

/** The form's fields as typed: text until checked, and the weekly repetition. */
export interface SlotFormValues {
  date: string;
  time: string;
  minutes: string;
  seats: string;
  videoUrl: string;
  repeat: boolean;
  weeks: string;
}

export const SLOT_FORM_DEFAULTS: SlotFormValues = {
  date: '',
  time: '',
  minutes: '30',
  seats: '5',
  videoUrl: '',
  repeat: false,
  weeks: '4',
};

/** The value as `rule` reads it, or its first message on the field (the text stays in the form). */
function checkedBy<T>(rule: z.ZodType<T>, value: unknown, ctx: z.RefinementCtx<unknown>): T {
  const checked = rule.safeParse(value);
  if (checked.success) return checked.data;
  ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
  return z.NEVER;
}

const required = z.string().trim().min(1, { error: VALIDATION.required, abort: true });
const { minutes, seats, videoUrl, weeks } = slotBody.shape;

/**
 * The slot form, checked with the API's own rules (slotBody: 5–240 minutes, 1–50 seats, an https
 * link, up to 12 weeks). On top, what only the form knows: the day and hour are the campus's wall
 * clock (`timeZone`), sent as their instant, which must be in the future; the weeks count only
 * when 'Repetir cada semana' is checked.
 */
export function slotFormSchema({ timeZone, now = () => new Date() }: { timeZone: string; now?: () => Date }) {
  return z
    .object({
      date: required,
      time: required,
      minutes: required.transform((value, ctx) => checkedBy(minutes, value, ctx)),
      seats: required.transform((value, ctx) => checkedBy(seats, value, ctx)),
      videoUrl: required.transform((value, ctx) => checkedBy(videoUrl, value, ctx)),
      repeat: z.boolean(),
      weeks: z.string(),
    })
    .transform((values, ctx): SlotBody => {
      const startsAt = zonedWallTimeToIso(values.date, values.time, timeZone);
      if (!startsAt) {
        ctx.addIssue({ code: 'custom', path: ['time'], message: TEXT.badTime });
        return z.NEVER;
      }
      if (new Date(startsAt).getTime() <= now().getTime()) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: TEXT.pastDate });
        return z.NEVER;
      }
      let repeatWeeks: number | undefined;
      if (values.repeat) {
        const checked = weeks.unwrap().safeParse(values.weeks.trim() || undefined);
        if (!checked.success) {
          ctx.addIssue({ code: 'custom', path: ['weeks'], message: checked.error.issues[0]!.message });
          return z.NEVER;
        }
        repeatWeeks = checked.data;
      }
      return {
        startsAt,
        minutes: values.minutes,
        seats: values.seats,
        videoUrl: values.videoUrl,
        ...(repeatWeeks ? { weeks: repeatWeeks } : {}),
      };
    });
}
