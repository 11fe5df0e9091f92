import { SoftSkillsPage } from '@/features/soft-skills/components/soft-skills-page.tsx';

export function Component() {
  return <SoftSkillsPage />;
}
