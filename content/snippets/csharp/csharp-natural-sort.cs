using System;
using System.Collections.Generic;

// Orders strings the way people read them: "file2" before "file10", "v1.9" before "v1.10".
public sealed class NaturalComparer : IComparer<string>
{
    public static readonly NaturalComparer Instance = new NaturalComparer();

    public int Compare(string x, string y)
    {
        if (ReferenceEquals(x, y)) return 0;
        if (x == null) return -1;
        if (y == null) return 1;

        int i = 0, j = 0;
        while (i < x.Length && j < y.Length)
        {
            if (char.IsDigit(x[i]) && char.IsDigit(y[j]))
            {
                // Compare digit runs by value without parsing, so runs longer than a long still work.
                int si = i, sj = j;
                while (si < x.Length && x[si] == '0') si++;
                while (sj < y.Length && y[sj] == '0') sj++;
                int ei = si, ej = sj;
                while (ei < x.Length && char.IsDigit(x[ei])) ei++;
                while (ej < y.Length && char.IsDigit(y[ej])) ej++;

                int byLength = (ei - si).CompareTo(ej - sj);
                if (byLength != 0) return byLength;
                int byDigits = string.CompareOrdinal(x, si, y, sj, ei - si);
                if (byDigits != 0) return byDigits;
                // Equal values: fewer leading zeros sorts first so the order stays total.
                int byZeros = (si - i).CompareTo(sj - j);
                if (byZeros != 0) return byZeros;
                i = ei;
                j = ej;
            }
            else
            {
                int byChar = char.ToUpperInvariant(x[i]).CompareTo(char.ToUpperInvariant(y[j]));
                if (byChar != 0) return byChar;
                i++;
                j++;
            }
        }
        int byRest = (x.Length - i).CompareTo(y.Length - j);
        // Case-insensitive ties fall back to ordinal so "a" and "A" never compare equal.
        return byRest != 0 ? byRest : string.CompareOrdinal(x, y);
    }
}
