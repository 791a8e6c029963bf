#!/usr/bin/env python3
"""Derive Circa's climate tables (data/climate/) from Bureau of Meteorology files held in public
repositories (see data/climate/SOURCES.md and packages/reference-data/SOURCES.md).

Inputs (read with `git show` from the snapshots named in SOURCES.md, copied to one folder):
  rain_<station>.csv   Climate Data Online daily rainfall, product IDCJAC0009
  tmax_<station>.csv   ACORN-SAT v2.1.0 daily maximum temperature (date,value,site number,site name)
  tmin_<station>.csv   ACORN-SAT daily minimum temperature
  silo_<station>.met   SILO patched point data in APSIM .met format (rain, maxt, mint per day)
Usage: python3 derive-climate.py <input folder> <output folder>

Rainfall: an accumulated total (period > 1 day) is spread evenly over the days it covers
(approximate); a day with no value and not covered is missing. A month counts towards the
normal only if none of its days is missing.
ET0: Hargreaves equation as given by FAO-56 (Allen et al. 1998) Eq. 52,
  ET0 = 0.0023 (Tmean + 17.8) (Tmax - Tmin)^0.5 x 0.408 Ra,
with Ra the daily extraterrestrial radiation (FAO-56 Eq. 21-25; Gsc = 0.0820 MJ m-2 min-1).
A month counts if at least 25 of its days have both temperatures; its total is the mean daily
ET0 of those days x the days in the month.
"""
import calendar
import csv
import datetime as dt
import math
import os
import sys

# station: (rain file station, name, state, lat, lon, rain normal years, daily years,
#           temperature station or None, temperature station latitude)
STATIONS = [
    ("066062", "SYDNEY (OBSERVATORY HILL)", "NSW", -33.8607, 151.2050, (1990, 2019), (2010, 2019), "066062", -33.8607),
    ("086232", "MELBOURNE BOTANICAL GARDENS", "VIC", -37.8309, 144.9839, (1990, 2019), (2010, 2019), "086338", -37.8255),
    ("040913", "BRISBANE", "QLD", -27.4808, 153.0389, (2000, 2019), (2010, 2019), "040842", -27.3917),
    ("023090", "ADELAIDE (KENT TOWN)", "SA", -34.9211, 138.6216, (1990, 2019), (2010, 2019), "023090", -34.9211),
    ("009021", "PERTH AIRPORT", "WA", -31.9275, 115.9764, (1989, 2018), (2009, 2018), "009021", -31.9275),
    ("009225", "PERTH METRO", "WA", -31.9192, 115.8728, (1994, 2019), (2010, 2019), "009021", -31.9275),
    ("070351", "CANBERRA AIRPORT", "ACT", -35.3088, 149.2004, (2009, 2019), (2010, 2019), "070351", -35.3088),
    ("014015", "DARWIN AIRPORT", "NT", -12.4239, 130.8925, (1989, 2018), (2009, 2018), "014015", -12.4239),
    ("015590", "ALICE SPRINGS AIRPORT", "NT", -23.7951, 133.8890, (1988, 2017), (2008, 2017), "015590", -23.7951),
    # SILO patched point files (rainfall and temperatures from the same file; short record)
    ("043091", "ROMA AIRPORT", "QLD", -26.5477, 148.7710, (2020, 2024), (2020, 2024), "043091", -26.5477),
    ("090173", "HAMILTON AIRPORT", "VIC", -37.6486, 142.0636, (2020, 2024), (2020, 2024), "090173", -37.6486),
]
SILO = {"043091", "090173"}
ET0_YEARS = (1990, 2019)


def read_met(path):
    """SILO APSIM .met: (rain {date: (mm, None)}, maxt {date: C}, mint {date: C})."""
    rain, tx, tn = {}, {}, {}
    with open(path) as f:
        lines = f.read().splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("year")) + 2
    for line in lines[start:]:
        parts = line.split()
        if len(parts) < 7:
            continue
        d = dt.date(int(parts[0]), 1, 1) + dt.timedelta(days=int(parts[1]) - 1)
        tx[d], tn[d] = float(parts[3]), float(parts[4])
        rain[d] = (float(parts[5]), None)
    return rain, tx, tn


def read_rain(path):
    """date -> (value or None, period or None) as in the file."""
    out = {}
    with open(path, newline="") as f:
        r = csv.reader(f)
        next(r)
        for row in r:
            d = dt.date(int(row[2]), int(row[3]), int(row[4]))
            v = float(row[5]) if row[5] != "" else None
            p = int(row[6]) if row[6] != "" else None
            out[d] = (v, p)
    return out


def spread(raw):
    """date -> mm per day with accumulations spread evenly; missing days absent."""
    out = {}
    for d, (v, p) in raw.items():
        if v is None:
            continue
        # the covered days: this one and up to period - 1 before it without a value of their own
        n = 1
        while p and n < p and raw.get(d - dt.timedelta(days=n), (None, None))[0] is None:
            n += 1
        for k in range(n):
            out[d - dt.timedelta(days=k)] = v / n
    return out


def rain_normals(daily, y0, y1):
    means, counts = [], []
    for m in range(1, 13):
        totals = []
        for y in range(y0, y1 + 1):
            days = [dt.date(y, m, k) for k in range(1, calendar.monthrange(y, m)[1] + 1)]
            if all(day in daily for day in days):
                totals.append(sum(daily[day] for day in days))
        means.append(sum(totals) / len(totals) if totals else float("nan"))
        counts.append(len(totals))
    return means, counts


def read_temp(path):
    out = {}
    with open(path, newline="") as f:
        r = csv.reader(f)
        next(r)
        for row in r:
            if not row[0] or row[1] == "":
                continue
            out[dt.date.fromisoformat(row[0])] = float(row[1])
    return out


def ra_mj(lat_deg, day):
    """FAO-56 Eq. 21-25: extraterrestrial radiation, MJ m-2 day-1."""
    j = day.timetuple().tm_yday
    phi = math.radians(lat_deg)
    dr = 1 + 0.033 * math.cos(2 * math.pi * j / 365)
    delta = 0.409 * math.sin(2 * math.pi * j / 365 - 1.39)
    ws = math.acos(-math.tan(phi) * math.tan(delta))
    return (24 * 60 / math.pi) * 0.0820 * dr * (
        ws * math.sin(phi) * math.sin(delta) + math.cos(phi) * math.cos(delta) * math.sin(ws)
    )


def hargreaves(tmax, tmin, ra):
    """FAO-56 Eq. 52, mm/day (Ra converted to mm/day equivalent with 0.408)."""
    return 0.0023 * ((tmax + tmin) / 2 + 17.8) * math.sqrt(max(tmax - tmin, 0.0)) * 0.408 * ra


def et0_normals(tmax, tmin, lat, y0, y1):
    means, counts = [], []
    for m in range(1, 13):
        totals = []
        for y in range(y0, y1 + 1):
            n = calendar.monthrange(y, m)[1]
            vals = []
            for k in range(1, n + 1):
                day = dt.date(y, m, k)
                if day in tmax and day in tmin:
                    vals.append(hargreaves(tmax[day], tmin[day], ra_mj(lat, day)))
            if len(vals) >= 25:
                totals.append(sum(vals) / len(vals) * n)
        means.append(sum(totals) / len(totals) if totals else float("nan"))
        counts.append(len(totals))
    return means, counts


def main(src, dst):
    rows = []
    for st, name, state, lat, lon, (ry0, ry1), (dy0, dy1), tst, tlat in STATIONS:
        if st in SILO:
            raw, silo_tx, silo_tn = read_met(os.path.join(src, f"silo_{st}.met"))
        else:
            raw = read_rain(os.path.join(src, f"rain_{st}.csv"))
        daily = spread(raw)
        rmeans, rcounts = rain_normals(daily, ry0, ry1)
        row = {
            "station": st, "name": name, "state": state, "lat": lat, "lon": lon,
            "rain_years": f"{ry0}-{ry1}", "rain_min_months": min(rcounts),
        }
        for m, v in enumerate(rmeans, 1):
            row[f"rain_{m:02d}"] = f"{v:.1f}"
        if tst:
            if st in SILO:
                tx, tn, ey = silo_tx, silo_tn, (ry0, ry1)
            else:
                tx = read_temp(os.path.join(src, f"tmax_{tst}.csv"))
                tn = read_temp(os.path.join(src, f"tmin_{tst}.csv"))
                ey = ET0_YEARS
            emeans, ecounts = et0_normals(tx, tn, tlat, *ey)
            row.update({"et0_station": tst, "et0_years": f"{ey[0]}-{ey[1]}",
                        "et0_min_months": min(ecounts)})
            for m, v in enumerate(emeans, 1):
                row[f"et0_{m:02d}"] = f"{v:.1f}"
        else:
            row.update({"et0_station": "", "et0_years": "", "et0_min_months": ""})
            for m in range(1, 13):
                row[f"et0_{m:02d}"] = ""
        row["daily_years"] = f"{dy0}-{dy1}"
        rows.append(row)
        # daily file: the file's own values (blank = missing), whole years only
        with open(os.path.join(dst, "daily", f"{st}.csv"), "w", newline="") as f:
            w = csv.writer(f, lineterminator="\n")
            w.writerow(["date", "rain_mm", "period_days"])
            d = dt.date(dy0, 1, 1)
            while d <= dt.date(dy1, 12, 31):
                v, p = raw.get(d, (None, None))
                w.writerow([d.isoformat(), "" if v is None else f"{v:g}", "" if p in (None, 1) else p])
                d += dt.timedelta(days=1)
    cols = list(rows[0].keys())
    with open(os.path.join(dst, "monthly-normals.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=cols, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
