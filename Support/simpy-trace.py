#!/usr/bin/env python3
"""Serves the customers of each DIR/<case>.csv (as bankui's planning
simulation drew them) in SimPy, one Resource per business, first come first
served, and prints SimPyTrace.swift with when SimPy started serving each.
A case with a patience column is SimPy's bank example with reneging: a
customer waits for a banker or for their patience, whichever comes first,
and one whose patience ran out leaves (recorded as `left`, at that time).
Floats are printed with repr(), which reads back to the same double."""
import csv, os, sys
import simpy

def serve(rows):
    env = simpy.Environment()
    deposit = int(rows[0]["deposit_bankers"]); loan = int(rows[0]["loan_bankers"])
    desks = {"deposit": simpy.Resource(env, capacity=deposit), "loan": simpy.Resource(env, capacity=loan)}
    start = {}
    left = set()
    def customer(row):
        yield env.timeout(float(row["arrival"]) - env.now)
        with desks[row["business"]].request() as req:
            patience = row.get("patience") or ""
            if patience:
                results = yield req | env.timeout(float(patience))
                if req not in results:
                    start[int(row["number"])] = env.now
                    left.add(int(row["number"]))
                    return
            else:
                yield req
            start[int(row["number"])] = env.now
            yield env.timeout(float(row["duration"]))
    # Customers come in their order; each waits for its own arrival time.
    def arrivals():
        for row in rows:
            yield env.timeout(float(row["arrival"]) - env.now)
            env.process(customer(row))
    env.process(arrivals())
    env.run()
    return start, left

directory = sys.argv[1]
print("/// Recorded by Support/simpy-trace.py (SimPy %s); see SimPyTraceTests." % simpy.__version__)
print("enum SimPyTrace {")
print("    struct Customer {\n        let number: Int\n        let loan: Bool\n        let arrival: Double\n        let duration: Double\n        let start: Double\n        var left = false\n    }\n")
print("    static let cases: [String: [Customer]] = [")
for name in sorted(f[:-4] for f in os.listdir(directory) if f.endswith(".csv")):
    rows = list(csv.DictReader(open(os.path.join(directory, name + ".csv"))))
    start, left = serve(rows)
    print('        "%s": [' % name)
    for row in rows:
        n = int(row["number"])
        print("            Customer(number: %d, loan: %s, arrival: %r, duration: %r, start: %r%s)," % (
            n, "true" if row["business"] == "loan" else "false", float(row["arrival"]), float(row["duration"]), start[n],
            ", left: true" if n in left else ""))
    print("        ],")
print("    ]")
print("}")
