// How a form is laid out (plain list, check sheet, scorecard, modules) is the shared layout's (issue 17):
// the fill-in, the report page and the evidence pack choose alike.
export { layoutOf, type FillInLayout } from '@envirotrack/shared';
