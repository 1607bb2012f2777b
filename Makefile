# Minimax Lab. `make serve` and `make test` set up whatever is missing first.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
export PATH := $(CURDIR)/.tools/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
export CHROMEDRIVER ?= /usr/bin/chromedriver
ADDRESS ?= 127.0.0.1
PORT ?= 8080

.PHONY: serve build test test-native test-browser test-e2e bench setup clean

## serve: build and serve the app at http://127.0.0.1:8080 with the classic example
serve:
	.ci/setup build
	cargo fetch --quiet
	trunk serve --release --offline --address $(ADDRESS) --port $(PORT)

## build: the release bundle in dist/
build:
	.ci/setup build
	cargo fetch --quiet
	trunk build --release --offline --public-url ./

## test: every tier: native core tests, browser component tests, end-to-end
test: build
	.ci/setup test
	$(MAKE) --no-print-directory test-native test-browser test-e2e

test-native:
	cargo test --offline --workspace

test-browser:
	cargo test --offline --target wasm32-unknown-unknown -p minimax-lab --test web

test-e2e:
	node --test --test-reporter=spec tests/e2e/

## bench: engine figures natively, then browser figures in headless Chromium
bench: build
	.ci/setup test
	cargo bench --offline -p minimax-engine --bench engine
	node tests/e2e/bench.mjs

clean:
	cargo clean
	rm -rf dist tests/e2e/out
