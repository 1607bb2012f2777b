# Minimax Lab. `make serve` and `make test` set up whatever is missing first.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
export PATH := $(CURDIR)/.tools/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
export CHROMEDRIVER ?= /usr/bin/chromedriver
ADDRESS ?= 127.0.0.1
PORT ?= 8080

.PHONY: serve build test lint test-native test-e2e bench size shell setup clean

## serve: build and serve the app at http://127.0.0.1:8080 with the classic example
serve:
	.ci/setup build
	cargo fetch --quiet
	@# trunk serve writes dist/ its own way (its public URL, live reload):
	@# the next `make build` must not take it for its own.
	rm -f target/dist-sources
	trunk serve --release --offline --address $(ADDRESS) --port $(PORT)

## build: the release bundle in dist/ (nothing to do when none of its
## sources changed since the last build: target/dist-sources holds their hash)
build:
	.ci/setup build
	@sources=$$($(DIST_SOURCES)); \
	if [ -f dist/index.html ] && [ "$$(cat target/dist-sources 2>/dev/null)" = "$$sources" ]; then \
	  echo "dist/ is built from these sources already"; \
	else \
	  rm -f target/dist-sources; \
	  cargo fetch --quiet && trunk build --release --offline --public-url ./ && mkdir -p target && echo "$$sources" > target/dist-sources; \
	fi

# A hash of every file dist/ is built from (tracked or new, not ignored),
# the tool versions .ci/setup installs included, taken before a build
# starts: an edit made while it runs is built next time.
DIST_SOURCES = git ls-files -z -co --exclude-standard -- src crates static index.html Cargo.toml Cargo.lock Trunk.toml .cargo .ci | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -d' ' -f1

# Runs a tier and says how long it took: $(call timed,NAME,COMMAND).
timed = start=$$(date +%s); $(2); echo "make test: $(1) took $$(( $$(date +%s) - start )) s"

## test: format and lint, then both tiers: native tests (engine, trace, the
## app's state) and end-to-end tests of the release build in Chromium
test:
	@$(call timed,setup and release build,.ci/setup test && $(MAKE) --no-print-directory build)
	@$(call timed,format and lint,$(MAKE) --no-print-directory lint)
	@$(call timed,native tests,$(MAKE) --no-print-directory test-native)
	@$(call timed,end-to-end tests,$(MAKE) --no-print-directory test-e2e)

## lint: rustfmt and clippy (the web app and its on-demand module are
## checked for wasm32, the only target they are built for)
lint:
	cargo fmt --all --check
	cargo clippy --offline --workspace --exclude minimax-lab --exclude minimax-extras --all-targets -- -D warnings
	cargo clippy --offline --target wasm32-unknown-unknown -p minimax-lab -p minimax-extras --all-targets -- -D warnings

# The web app and its on-demand module (yew) are built for the browser
# only: natively, every other crate, so native tests never compile yew.
test-native:
	cargo test --offline --workspace --exclude minimax-lab --exclude minimax-extras

test-e2e:
	node --test --test-concurrency=2 --test-reporter=spec tests/e2e/

## bench: engine figures natively, the size profile, then browser figures in
## headless Chromium; each figure beside its budget, and at the end every
## budget missed (or "all budgets met")
bench: build
	.ci/setup bench
	mkdir -p target
	cargo bench --offline -p minimax-engine --bench engine | tee target/bench-engine.txt
	node tests/e2e/size.mjs
	ENGINE_BENCH=target/bench-engine.txt node tests/e2e/bench.mjs

## size: what the web app's wasm holds, by crate and by part of the app (twiggy)
size: build
	.ci/setup bench
	node tests/e2e/size.mjs

## shell: write static/shell.html (the page's loading shell) from the app's
## own first view, then build again with it (the end-to-end tests fail
## while the two differ)
shell: build
	.ci/setup test
	node tests/e2e/shell.mjs
	$(MAKE) --no-print-directory build

clean:
	cargo clean
	rm -rf dist tests/e2e/out
