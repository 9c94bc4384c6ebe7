# shellcheck shell=bash
# The build tags of every Go build and test of the project; the Makefile
# reads its TAGS from this line, scripts source this file.
#   migrated_fynedo  Fyne expects every UI change from another goroutine
#                    to come through fyne.Do (docs/architecture.md).
#   no_emoji         Fyne leaves out its colour emoji font. The console
#                    shows no emoji, and Fyne parses that 4 MB font again
#                    as a fallback of every font set it loads: about 14 MB
#                    of the console's memory (docs/performance.md). A
#                    symbol the console's fonts lack (the figurines, ⚠)
#                    comes from the system's fonts, as before.
TAGS=migrated_fynedo,no_emoji
