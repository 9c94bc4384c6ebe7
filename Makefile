# Arbiter Console. `make run` starts the app; `make test` checks everything.
# Every Go command uses the same TAGS: changing them recompiles SQLite and GLFW.

GO      ?= go
TAGS    := $(shell sed -n "s/^TAGS=//p" $(dir $(lastword $(MAKEFILE_LIST)))scripts/lib/tags.sh)
ifeq ($(TAGS),)
$(error no build tags read from scripts/lib/tags.sh)
endif
BIN     := bin
CRASHES ?= 100
CONSOLES ?= 4
BOARDS  ?= 400
MOVES   ?= 3
FYNE    := fyne.io/tools/cmd/fyne@v1.7.4
export LANG := C.UTF-8

# Packages that link the GL driver cannot run under -race without a display.
# Under -race, tests run -short: the long data-driven suites run once, above.
RACE_PKGS = $$($(GO) list ./... | grep -v -e '/cmd/arbiter$$')

.PHONY: all deps build run test fmt-check vet unit race bench bench-go smoke crash-test load-test live-bench bench-eboards package clean

all: build

deps:
	@./scripts/deps.sh

build: deps
	@echo "make: building $(BIN)/arbiter (the console) and $(BIN)/arbiterctl (the headless tool) with tags $(TAGS)."
	@echo "make: the first build compiles SQLite and GLFW from C and takes several minutes; later builds take seconds."
	$(GO) build -tags $(TAGS) -o $(BIN)/arbiter ./cmd/arbiter
	$(GO) build -tags $(TAGS) -o $(BIN)/arbiterctl ./cmd/arbiterctl

run: build
	@echo "make: starting $(BIN)/arbiter"
	./$(BIN)/arbiter

test: deps fmt-check vet unit race

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet -tags $(TAGS) ./...

# Fyne's test canvas refreshes its cache clock only when it captures an
# image, so a golden image captured more than a minute into a package's
# tests found its fresh renderers already expired: keep them for the run.
unit race: export FYNE_CACHE := 24h

unit:
	$(GO) test -tags $(TAGS) -count=1 ./...

race:
	$(GO) test -tags $(TAGS) -race -short -count=1 $(RACE_PKGS)

# One table: the solver against chasolver, perft against notnil/chess, the
# durable append, the console's wall (WALL=0 skips it); peers from
# CHASOLVER and PERFT_PEERS (scripts/bench.sh).
bench:
	./scripts/bench.sh

# Every Go benchmark of the tree.
bench-go:
	$(GO) test -tags $(TAGS) -run '^$$' -bench . -benchmem ./...

# 40 and 400 e-boards fed at once from a simulator in another process
# (docs/eboards.md): the console's CPU and the delay to the wall.
bench-eboards:
	$(GO) test -tags $(TAGS) -run '^$$' -bench EBoardFeed -benchtime 1x ./cmd/arbiterctl/

smoke: build
	./scripts/smoke-gui.sh $(BIN)/arbiter

# Kill a child appending with Store.Append, then one entering games with
# results through the console's backend; where LD_PRELOAD works, count
# fsyncs too.
SYNCS := $(if $(filter Linux,$(shell uname -s)),-count-syncs,)
crash-test:
	$(GO) run -tags $(TAGS) ./cmd/crashtest -crashes $(CRASHES) $(SYNCS)
	$(GO) run -tags $(TAGS) ./cmd/crashtest -crashes $(CRASHES) -mode backend $(SYNCS)

# Several consoles on one PostgreSQL server (docs/venue-server.md).
load-test: deps
	$(GO) run -tags $(TAGS) ./storage/postgres/loadtest -consoles $(CONSOLES) -boards $(BOARDS) -moves $(MOVES)

# The live PGN server polled by 1, 100 and 500 clients at once
# (docs/venue-server.md): requests/s, p99, failures, heap growth.
LIVE_REQUESTS ?= 20000
live-bench:
	$(GO) test -tags $(TAGS) -run '^$$' -bench LiveServer -benchtime $(LIVE_REQUESTS)x ./cmd/arbiter/live/

package: deps
	cd cmd/arbiter && $(GO) run $(FYNE) package --os linux --tags $(TAGS) --icon ../../assets/icon.png --name "Arbiter Console" --app-id org.arbiterconsole.arbiter

clean:
	rm -rf $(BIN) ui/testdata/failed
	$(GO) clean -testcache
