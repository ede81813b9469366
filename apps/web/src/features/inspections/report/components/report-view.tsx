import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import {
  APP_TIME_ZONE,
  familyLayout,
  modulesLayout,
  namesLeadPerson,
  signOffLabel,
  reportDay,
  today,
  reportDetailMessages,
  shownTree,
  visibleQuestions,
  type ReportDetails,
  type ReportVersion,
  type SetupQuestion,
} from '@envirotrack/shared';
import { computedScores } from '../../fill-in/model/scorecard';
import { bodyLayoutOf, familyNote, familyOf, signOffNames } from '../model/report-family';
import { answersOfModule, metadataOf, reportTitle } from '../model/report-values';
import { FlagFollowUpContext, type FlagFollowUpPlace } from './report-answer';
import { ReportFiles } from './report-files';
import { ReportFollowUps } from './report-follow-ups';
import { ReportMetadata } from './report-metadata';
import { ReportLayout } from './report-layout';
import { ReportQuestionList, type ReportAnswers } from './report-question-list';
import { ReportSignOff } from './report-sign-off';
import classes from './report.module.css';

export interface ReportViewProps {
  report: ReportDetails;
  /** A saved version to show instead of the latest one (its answers, files and signature). */
  version?: ReportVersion;
  /** Show the report's heading on screen too; on paper it always shows. */
  titleOnScreen?: boolean;
  /** Open flags can be followed up here (the report page); bulk print and earlier versions only show them. */
  followUp?: boolean;
}

/**
 * One report, read-only and printable, laid out for its form's family (spec 3 §2.2). It has no page-level
 * effects, so bulk print can render many one after another.
 */
export function ReportView({ report, version, titleOnScreen = false, followUp = false }: ReportViewProps) {
  const answers = version?.answers ?? report.answers;
  const isPermanent = version?.isPermanent ?? report.isPermanent;
  const attachments = version?.attachments ?? report.attachments;
  const signature = version ? version.signature : report.signature;
  const family = familyOf(report);
  const note = familyNote(report);
  const title = reportTitle(report);
  const answered = new Set(answers.filter((a) => a.answer !== '').map((a) => a.questionId));
  const tree = shownTree(report.questions, (id) => answered.has(id));
  const first = answersOfModule(answers, 0);
  const values: ReportAnswers = {
    answers: first,
    moduleIndex: 0,
    flags: report.flags,
    computed: computedScores(tree, Object.fromEntries(first)),
  };
  const changedBy = version
    ? signature && !signature.matchesAnswers
      ? { name: version.savedBy.name, at: version.savedAt }
      : null
    : report.editedAfterSigning
      ? { name: report.editedAfterSigning.by.name, at: report.editedAfterSigning.at }
      : null;

  const flagPlace: FlagFollowUpPlace = {
    inspectionId: report.inspectionId,
    plantId: report.plant.id,
    submittedOn: today(APP_TIME_ZONE, new Date(report.submittedAt)),
    blocked: !followUp || version !== undefined,
  };

  return (
    <FlagFollowUpContext.Provider value={flagPlace}>
      <article className={classes.report} aria-label={title} data-family={family}>
        <header className={titleOnScreen ? classes.head : `${classes.head} ${classes.printOnly}`}>
          {report.organisation.logoUrl && (
            <img
              className={classes.orgLogo}
              src={report.organisation.logoUrl}
              alt={`${report.organisation.name} logo`}
            />
          )}
          <div>
            <Text size="xs">{report.organisation.name}</Text>
            <Title order={2} size="h3">
              {title}
            </Title>
          </div>
        </header>
        <Stack gap="md">
          <ReportMetadata items={metadataOf(report, isPermanent)} />
          <ReportFollowUps report={report} />
          {version && (
            <Alert
              color="blue"
              variant="light"
              icon={<IconHistory size={18} />}
              className={classes.versionNote}
            >
              {reportDetailMessages.viewingVersion(version.version, report.version)} {version.savedBy.name},{' '}
              {reportDay(version.savedAt)}.
            </Alert>
          )}
          {note && (
            <Paper withBorder p="sm" radius="sm" className={classes.familyNote} data-testid="family-note">
              <Text size="sm">{note}</Text>
            </Paper>
          )}
          <section className={classes.body} aria-label="Questions and answers">
            <ReportBody report={report} answers={answers} tree={tree} values={values} />
          </section>
          <section className={classes.part} aria-label="Attachments">
            <Title order={3} size="h5" mb="xs">
              Attachments
            </Title>
            <ReportFiles files={attachments} />
          </section>
          <section className={classes.part} aria-label="Sign-off">
            <ReportSignOff
              names={signOffNames(report)}
              declaration={report.isDeclarationRequired}
              signature={signature}
              changedBy={changedBy}
              leadPerson={
                namesLeadPerson(report.parentId)
                  ? {
                      label: report.signOffLabel ?? signOffLabel(report.parentId) ?? 'Leadperson',
                      name: report.leadPerson?.name ?? null,
                    }
                  : undefined
              }
            />
          </section>
        </Stack>
      </article>
    </FlagFollowUpContext.Provider>
  );
}

interface ReportBodyProps {
  report: ReportDetails;
  answers: ReportVersion['answers'];
  tree: SetupQuestion[];
  values: ReportAnswers;
}

/** The questions: the modules table, a family's layout (the shared one the evidence pack draws), or a list. */
function ReportBody({ report, answers, tree, values }: ReportBodyProps) {
  if (bodyLayoutOf(report).kind === 'modules')
    return <ReportLayout blocks={modulesLayout(tree, answers, values.flags)} values={values} />;
  const visible = visibleQuestions(tree, values.answers);
  const layout = familyLayout(report, visible, values);
  if (layout) return <ReportLayout blocks={layout} values={values} />;
  return <ReportQuestionList questions={visible} values={values} />;
}
