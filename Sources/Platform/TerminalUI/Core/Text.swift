// Widths, clusters and the text cleaner are TextKit's (a leaf module the
// headless commands and the sync program use too); everything that draws
// with TerminalUI sees them as its own.
@_exported import TextKit
