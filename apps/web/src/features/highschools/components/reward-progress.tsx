import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { REWARD_MESSAGES, rewardProgress, shownPercent, type GoalDial, type RewardInput } from '@tlp/shared/reward';
import { useId } from 'react';
import { TileList } from '@/components/ui/tile-list.tsx';
import { REWARD_TEXT as TEXT } from '../messages.ts';

function dialText(dial: GoalDial, remaining: (n: number) => string): string {
  if (dial.complete) return REWARD_MESSAGES.goalDone;
  if (dial.target === 0) return TEXT.noTarget;
  return remaining(dial.remaining);
}

function Dial({
  title,
  goal,
  dial,
  remaining,
}: {
  title: string;
  goal: string;
  dial: GoalDial;
  remaining: (n: number) => string;
}) {
  const textId = useId();
  const shown = shownPercent(dial.percent);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', minWidth: 0 }}
    >
      <Typography component="h3" variant="h6">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {goal}
      </Typography>
      <Gauge
        width={150}
        height={110}
        value={shown}
        valueMin={0}
        valueMax={100}
        startAngle={-110}
        endAngle={110}
        innerRadius="72%"
        cornerRadius="50%"
        text={`${shown} %`}
        aria-label={TEXT.dialLabel(title, dial.done, dial.target, shown)}
        aria-valuetext={`${shown} %`}
        aria-describedby={textId}
        sx={(theme) => ({
          [`& .${gaugeClasses.valueText}`]: { fontSize: 22, fontWeight: 700 },
          [`& .${gaugeClasses.valueArc}`]: {
            fill: dial.complete ? theme.palette.success.main : theme.palette.primary.main,
          },
        })}
      />
      <Typography
        id={textId}
        sx={{ fontWeight: dial.complete ? 700 : 400, color: dial.complete ? 'success.dark' : 'text.primary' }}
      >
        {dialText(dial, remaining)}
      </Typography>
    </Paper>
  );
}

/**
 * Goal progress of a school: message, bar capped at 100 and the two per-goal dials (the rules
 * are rewardProgress of @tlp/shared).
 */
export function RewardProgress({ input }: { input: RewardInput }) {
  const progress = rewardProgress(input);
  const barId = useId();
  const bar = shownPercent(progress.bar);
  return (
    <Box>
      <Typography id={barId} component="p" variant="h6" sx={{ mb: 1 }}>
        {progress.message}
      </Typography>
      {progress.complete ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {REWARD_MESSAGES.doneAlert}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <LinearProgress
          variant="determinate"
          value={bar}
          color={progress.complete ? 'success' : 'primary'}
          aria-label={TEXT.barLabel}
          aria-valuetext={TEXT.barValue(bar)}
          sx={{ flex: 1, height: 12, borderRadius: 6 }}
        />
        <Typography
          component="span"
          sx={{ fontWeight: 700, minWidth: '3.5rem', textAlign: 'right' }}
          aria-hidden="true"
        >
          {bar} %
        </Typography>
      </Box>
      <TileList minWidth="14rem" fit>
        <Dial
          title={TEXT.registersTitle}
          goal={TEXT.registersGoal}
          dial={progress.registers}
          remaining={TEXT.remainingRegisters}
        />
        <Dial
          title={TEXT.meetingsTitle}
          goal={TEXT.meetingsGoal}
          dial={progress.meetings}
          remaining={TEXT.remainingMeetings}
        />
      </TileList>
    </Box>
  );
}
