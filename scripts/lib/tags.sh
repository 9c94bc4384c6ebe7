# shellcheck shell=bash
# The build tags of every Go build and test of the project; the Makefile
# reads its TAGS from this line, scripts source this file.
#   migrated_fynedo  Fyne expects every UI change from another goroutine
#                    to come through fyne.Do (docs/architecture.md).
#   no_emoji         Fyne leaves out its colour emoji font. The console
#                    shows no emoji, and Fyne parses that 4 MB font again
#                    as a fallback of every font set it loads
#                    (docs/performance.md, "Where the console's memory
#                    goes"). A symbol the console's fonts lack (the
#                    figurines, ⚠) comes from the system's fonts.
TAGS=migrated_fynedo,no_emoji
