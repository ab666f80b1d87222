#!/usr/bin/python3
"""The Xapian anchor (../shared/anchors/xapian_anchor.py, run unchanged) with its counting bounded as the
product's is (issue 34): the product counts hits up to 10,000 and then answers "more than", so every
get_mset here checks at most BOUND documents; the anchor's "exact" and "facets" columns then read "counted up
to BOUND" (Xapian estimates past it, and its facet counts cover the documents it checked).
Usage: xapian_bounded.py BOUND ANCHOR.py BENCH.sqlite QUERIES.json OUT_DIR"""
import runpy, sys
import xapian

bound = int(sys.argv[1])
anchor = sys.argv[2]
unbounded = xapian.Enquire.get_mset


def bounded(self, first, maxitems, checkatleast=0, *rest):
    return unbounded(self, first, maxitems, min(checkatleast, bound), *rest)


xapian.Enquire.get_mset = bounded
sys.argv = [anchor] + sys.argv[3:]
runpy.run_path(anchor, run_name='__main__')
